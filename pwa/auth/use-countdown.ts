import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left until `restart()`'s deadline. Counted from a deadline rather than by decrementing,
 * so a throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000)
  const [remaining, setRemaining] = useState(seconds)

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [deadline])

  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds])
  return { remaining, restart }
}
