import { useEffect, useState } from "react"

/** The current time, renewed once at `renewAt` (ms) if that is ahead: a page left open sees check-in open. */
export function useNow(renewAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (renewAt === undefined || renewAt <= now) return
    // setTimeout takes at most about 24.8 days
    const timer = setTimeout(() => setNow(Date.now()), Math.min(renewAt - now + 50, 2 ** 31 - 1))
    return () => clearTimeout(timer)
  }, [renewAt, now])
  return now
}
