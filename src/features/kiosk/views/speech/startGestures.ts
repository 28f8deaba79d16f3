import { useEffect, useRef, useState } from "react"

/** Speech mode also starts by holding a finger anywhere on the screen this long (EZ Access style). */
export const LONG_PRESS_MS = 3000
/** A finger that moves further than this (CSS px) is scrolling, not holding. */
const LONG_PRESS_SLOP_PX = 24
/** After a held finger lifts, the browser's late events for it (the click) come within this time. */
const LATE_EVENTS_MS = 500

type Press = { x: number; y: number; target: EventTarget | null; type: string; primary: boolean }

/**
 * The presses in progress, so that those speech mode takes over press nothing: a press that began before speech
 * started (the 3 s hold itself, or another finger) ends without activating what it landed on. Its lift is
 * swallowed, the control under it hears a pointercancel (react-aria's presses end unpressed), and the browser's
 * late events for it (touchend, mouse events, the click) are swallowed too.
 */
function createPressGuard() {
  const down = new Map<number, Press>()
  const held = new Set<number>()
  let lateUntil = 0
  const swallow = (event: Event) => {
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  return {
    down,
    takeOver() {
      for (const id of down.keys()) held.add(id)
    },
    onDown(event: PointerEvent) {
      down.set(event.pointerId, {
        x: event.clientX,
        y: event.clientY,
        target: event.target,
        type: event.pointerType,
        primary: event.isPrimary,
      })
    },
    onUp(event: PointerEvent) {
      const press = down.get(event.pointerId)
      down.delete(event.pointerId)
      if (!held.delete(event.pointerId)) return
      swallow(event)
      lateUntil = performance.now() + LATE_EVENTS_MS
      const { pointerId, isPrimary } = event
      press?.target?.dispatchEvent(
        new PointerEvent("pointercancel", { bubbles: true, pointerId, isPrimary, pointerType: press.type }),
      )
    },
    onCancel(event: PointerEvent) {
      down.delete(event.pointerId)
      held.delete(event.pointerId)
    },
    /** touchend, the mouse events and the click: swallowed while a held press is down or just lifted. */
    onLate(event: Event) {
      if (held.size === 0 && performance.now() > lateUntil) return
      swallow(event)
      if (event.type === "click" && held.size === 0) lateUntil = 0
    },
  }
}

/**
 * The Help key: Help, F1, or '?' outside a field or in one that is empty or holds digits only (the booking code as
 * typed: a handheld scanner's address, which may hold a '?', starts with letters).
 */
export function isHelpKey(event: KeyboardEvent): boolean {
  if (event.key === "Help" || event.key === "F1") return true
  if (event.key !== "?") return false
  const field = event.target
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return true
  return /^\d*$/.test(field.value)
}

const LATE_EVENTS = ["touchend", "mousedown", "mouseup", "click", "dblclick", "contextmenu"] as const

/**
 * The 3 s hold anywhere and the Help key (isHelpKey) start speech mode while it is off (`enabled`).
 * The hold presses nothing: neither the control the finger held nor any other press in progress when speech started.
 * A shorter hold is an ordinary tap.
 */
export function useStartGestures(start: (help?: boolean) => void, enabled: boolean): void {
  const [guard] = useState(createPressGuard)
  const latest = useRef({ start, enabled })
  useEffect(() => {
    latest.current = { start, enabled }
  })
  // speech started by any means (the Speak control, a key): the presses in progress are its own
  useEffect(() => {
    if (!enabled) guard.takeOver()
  }, [enabled, guard])

  useEffect(() => {
    let timer: number | undefined
    const cancelHold = () => window.clearTimeout(timer)
    const onDown = (event: PointerEvent) => {
      guard.onDown(event)
      if (!event.isPrimary) return
      cancelHold()
      if (!latest.current.enabled) return
      timer = window.setTimeout(() => {
        guard.takeOver()
        latest.current.start()
      }, LONG_PRESS_MS)
    }
    const onMove = (event: PointerEvent) => {
      const press = guard.down.get(event.pointerId)
      if (press?.primary && Math.hypot(event.clientX - press.x, event.clientY - press.y) > LONG_PRESS_SLOP_PX)
        cancelHold()
    }
    const onUp = (event: PointerEvent) => {
      if (event.isPrimary) cancelHold()
      guard.onUp(event)
    }
    const onCancel = (event: PointerEvent) => {
      if (event.isPrimary) cancelHold()
      guard.onCancel(event)
    }
    const onKey = (event: KeyboardEvent) => {
      if (!latest.current.enabled) return
      if (isHelpKey(event)) {
        event.preventDefault()
        latest.current.start(true)
      }
    }
    // on window, first of all, so speech mode's own touch handling (registered later) never sees a held press
    const options = { capture: true, passive: false }
    window.addEventListener("pointerdown", onDown, options)
    window.addEventListener("pointermove", onMove, options)
    window.addEventListener("pointerup", onUp, options)
    window.addEventListener("pointercancel", onCancel, options)
    for (const name of LATE_EVENTS) window.addEventListener(name, guard.onLate, options)
    window.addEventListener("keydown", onKey)
    return () => {
      cancelHold()
      window.removeEventListener("pointerdown", onDown, options)
      window.removeEventListener("pointermove", onMove, options)
      window.removeEventListener("pointerup", onUp, options)
      window.removeEventListener("pointercancel", onCancel, options)
      for (const name of LATE_EVENTS) window.removeEventListener(name, guard.onLate, options)
      window.removeEventListener("keydown", onKey)
    }
  }, [guard])
}
