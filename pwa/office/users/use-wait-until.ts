import { useEffect, useState } from 'react'

/**
 * Seconds left until a deadline set by `waitFor(seconds)`; none at first. Counted from the deadline,
 * so a tab woken from the background shows the right number.
 */
export function useWaitUntil() {
  const [deadline, setDeadline] = useState(0)
  const [remaining, setRemaining] = useState(0)
  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)))
    tick()
    if (deadline <= Date.now()) return
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return { remaining, waitFor: (seconds: number) => setDeadline(Date.now() + seconds * 1000) }
}
