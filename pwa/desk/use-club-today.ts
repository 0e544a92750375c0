import { useEffect, useState } from 'react'
import { clubMinutesOf } from '../../domain/sports'
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

/** The club's time of day in minutes after midnight, kept current (the desk's "now and next"). */
export function useClubMinutes(): number {
  const [minutes, setMinutes] = useState(() => clubMinutesOf(new Date()))
  useEffect(() => {
    const timer = setInterval(() => setMinutes(clubMinutesOf(new Date())), 20_000)
    return () => clearInterval(timer)
  }, [])
  return minutes
}
