import { useEffect, useState } from "react"
import { useClock } from "./useClock.ts"

/** The current time, renewed once at `renewAt` (ms) if that is ahead: a page left open sees check-in open. */
export function useNow(renewAt: number | undefined): number {
  const clock = useClock()
  const [now, setNow] = useState(clock)
  useEffect(() => {
    if (renewAt === undefined || renewAt <= now) return
    // setTimeout takes at most about 24.8 days
    const timer = setTimeout(() => setNow(clock()), Math.min(renewAt - now + 50, 2 ** 31 - 1))
    return () => clearTimeout(timer)
  }, [renewAt, now, clock])
  return now
}
