import { useEffect } from "react"
import { modalScope } from "./navigation.ts"
import type { Navigator } from "./navigator.ts"
import { isHelpKey } from "./startGestures.ts"

/** A swipe is a touch that moves this far (CSS px); a second tap within this time is a double tap. */
const SWIPE_MIN_PX = 40
const DOUBLE_TAP_MS = 400
/** What a tap can speak besides the controls and headings: the text on the screen. */
const TEXT_BLOCKS = "p, li, dt, dd, label, legend, td, th, [role=img], [data-speech-private]"
const MOVABLE =
  "button, a[href], input, select, textarea, summary, [role=button], [role=link], [role=checkbox], " +
  "[role=radio], [role=switch], [role=tab], [role=option], [tabindex], h1, h2, h3, h4"

/** What Enter and Space activate in speech mode. */
const CONTROLS =
  "button, a[href], summary, input, select, [role=button], [role=link], [role=checkbox], [role=radio], " +
  "[role=switch], [role=tab], [role=option], [role=menuitem], [role=gridcell]"

export type SpeechActions = { help: () => void; back: () => void }

function isTextField(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true
  return (
    element instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset"].includes(element.type)
  )
}

const stop = (event: Event) => {
  event.preventDefault()
  event.stopPropagation()
}

/**
 * The hardware keys in speech mode (a USB or Bluetooth keypad, EZ Access style): arrows and Tab move and speak,
 * Enter and Space activate, Home goes to the main content's start and End to the screen's main action, Escape goes
 * back, '?' (or Help, F1) speaks the step's help. Other keys type as usual.
 */
export function useSpeechKeys(navigator: Navigator, actions: SpeechActions): void {
  useEffect(() => {
    let spaceDown = false
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      const focused = document.activeElement
      const inField = isTextField(focused)
      switch (event.key) {
        case "ArrowDown":
        case "ArrowRight":
        case "ArrowUp":
        case "ArrowLeft":
        case "Tab": {
          // a widget that moves by the arrows itself and speaks what it moves to (the kiosk keyboard's keys)
          if (event.key !== "Tab" && focused?.closest("[data-speech-arrows]")) return
          stop(event)
          const back =
            event.key === "ArrowUp" || event.key === "ArrowLeft" || (event.key === "Tab" && event.shiftKey)
          navigator.move(back ? -1 : 1)
          return
        }
        case "Enter":
        case " ":
          // a field takes its Enter (the form's submit) and spaces as usual; so does what is no control (the
          // identity code's boxes: Enter sends the code)
          if (inField || !focused || !focused.matches(CONTROLS)) return
          stop(event)
          spaceDown = event.key === " "
          navigator.activate(focused)
          return
        case "Home":
        case "End":
          // a field keeps its own Home and End (to either end of its text)
          if (inField) return
          stop(event)
          navigator.jump(event.key === "Home" ? "start" : "action")
          return
        case "Escape":
          // a dialog closes itself (the idle warning's Escape continues the visit)
          if (modalScope(document)) return
          stop(event)
          actions.back()
          return
        case "?":
        case "Help":
        case "F1":
          // a handheld scanner may type an address with '?' into the booking code field
          if (!isHelpKey(event)) return
          stop(event)
          actions.help()
          return
      }
    }
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === " " && spaceDown) {
        spaceDown = false
        stop(event)
      }
    }
    window.addEventListener("keydown", onKeyDown, { capture: true })
    window.addEventListener("keyup", onKeyUp, { capture: true })
    return () => {
      window.removeEventListener("keydown", onKeyDown, { capture: true })
      window.removeEventListener("keyup", onKeyUp, { capture: true })
    }
  }, [navigator, actions])
}

/**
 * Touch in speech mode: a tap speaks what is under the finger, a double tap activates what was spoken, a swipe
 * moves to the next (right or down) or previous (left or up) element. Nothing is pressed by a single touch.
 */
export function useSpeechTouch(navigator: Navigator): void {
  useEffect(() => {
    let start: { x: number; y: number } | undefined
    let lastTap = { time: -Infinity, x: 0, y: 0 }
    const onDown = (event: PointerEvent) => {
      if (!event.isPrimary) return
      stop(event)
      start = { x: event.clientX, y: event.clientY }
    }
    const onUp = (event: PointerEvent) => {
      if (!event.isPrimary || !start) return
      stop(event)
      const dx = event.clientX - start.x
      const dy = event.clientY - start.y
      start = undefined
      if (Math.hypot(dx, dy) >= SWIPE_MIN_PX) {
        lastTap.time = -Infinity
        navigator.move((Math.abs(dx) >= Math.abs(dy) ? dx : dy) > 0 ? 1 : -1)
        return
      }
      // a double tap: a second tap soon after, at the same place
      const near = Math.hypot(event.clientX - lastTap.x, event.clientY - lastTap.y) < SWIPE_MIN_PX
      if (near && event.timeStamp - lastTap.time <= DOUBLE_TAP_MS) {
        lastTap.time = -Infinity
        navigator.activate()
        return
      }
      lastTap = { time: event.timeStamp, x: event.clientX, y: event.clientY }
      const target = event.target instanceof Element ? event.target : null
      const touched = target?.closest(`${MOVABLE}, ${TEXT_BLOCKS}`)
      if (touched) navigator.moveTo(touched)
    }
    // the browser's own presses (clicks, mouse events) are not let through: only speech mode's activation
    const onClick = (event: Event) => {
      // a click of no pointer (a key's, a form's submit by Enter) is the keyboard's: it goes through
      const byPointer = event instanceof MouseEvent && (event.detail > 0 || event.type !== "click")
      if (byPointer && !navigator.activating) stop(event)
    }
    const options = { capture: true }
    window.addEventListener("pointerdown", onDown, options)
    window.addEventListener("pointerup", onUp, options)
    for (const name of ["click", "mousedown", "mouseup", "dblclick", "contextmenu"])
      window.addEventListener(name, onClick, options)
    return () => {
      window.removeEventListener("pointerdown", onDown, options)
      window.removeEventListener("pointerup", onUp, options)
      for (const name of ["click", "mousedown", "mouseup", "dblclick", "contextmenu"])
        window.removeEventListener(name, onClick, options)
    }
  }, [navigator])
}
