import { useEffect, useState } from 'react'
import { clubDate } from '../../domain/time'

/** Today in club time ('YYYY-MM-DD'), moving on at midnight in Delhi while the desk stays open. */
export function useClubToday(): string {
  const [today, setToday] = useState(() => clubDate(new Date()))
  useEffect(() => {
    const timer = setInterval(() => setToday(clubDate(new Date())), 60_000)
    return () => clearInterval(timer)
  }, [])
  return today
}
