import { useEffect, useRef, useState } from "react"

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel", "input"] as const

export type IdlePhase = "active" | "warning"

/** A result screen's 'returning to the start' is said this long before it returns (in speech mode). */
export const RETURNING_NOTICE_MS = 10_000

/**
 * Watches the visitor's input. After `idleMs` without any, `phase` becomes "warning" and `secondsLeft` counts
 * `warningMs` down; at zero `onTimeout` runs. A result screen has no warning: `onTimeout` after `resultMs`.
 * `onTimeout` is not called while `enabled` is false. `stillHere` (the warning's Continue) starts over.
 * `onReturningSoon` runs RETURNING_NOTICE_MS before a result screen's timeout (speech mode says so).
 */
export function useIdle({
  idleMs,
  warningMs,
  resultMs,
  resultScreen,
  enabled,
  onTimeout,
  onReturningSoon,
}: {
  idleMs: number
  warningMs: number
  resultMs: number
  resultScreen: boolean
  enabled: boolean
  onTimeout: () => void
  onReturningSoon?: () => void
}): { phase: IdlePhase; secondsLeft: number; stillHere: () => void } {
  const [phase, setPhase] = useState<IdlePhase>("active")
  const [deadline, setDeadline] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const [activity, setActivity] = useState(0)
  const timeout = useRef(onTimeout)
  const returningSoon = useRef(onReturningSoon)
  useEffect(() => {
    timeout.current = onTimeout
    returningSoon.current = onReturningSoon
  })

  useEffect(() => {
    const onActivity = () => setActivity((count) => count + 1)
    // on window, first of all: speech mode's touch handling stops events there, and a touch is still input
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true })
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true })
    }
  }, [])

  // Input while active restarts the wait; input during the warning does not: only Continue ends it.
  useEffect(() => {
    if (!enabled || phase !== "active") return
    const notice = resultScreen
      ? window.setTimeout(() => returningSoon.current?.(), Math.max(0, resultMs - RETURNING_NOTICE_MS))
      : undefined
    const timer = window.setTimeout(
      () => {
        if (resultScreen) {
          timeout.current()
          return
        }
        setDeadline(Date.now() + warningMs)
        setNow(Date.now())
        setPhase("warning")
      },
      resultScreen ? resultMs : idleMs,
    )
    return () => {
      window.clearTimeout(timer)
      window.clearTimeout(notice)
    }
  }, [enabled, phase, activity, resultScreen, idleMs, warningMs, resultMs])

  useEffect(() => {
    if (phase !== "warning") return
    const tick = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= deadline) {
        window.clearInterval(tick)
        setPhase("active")
        timeout.current()
      }
    }, 250)
    return () => window.clearInterval(tick)
  }, [phase, deadline])

  return {
    phase,
    secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)),
    stillHere: () => {
      setPhase("active")
      setActivity((count) => count + 1)
    },
  }
}
