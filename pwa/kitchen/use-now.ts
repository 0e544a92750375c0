import { useEffect, useState } from 'react'

/** The clock, ticking every `everyMs`: what the age timers read. */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
