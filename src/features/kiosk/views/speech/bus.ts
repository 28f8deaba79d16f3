import { useEffect, useRef } from "react"

/**
 * How screens speak without loading speech mode: `announce` is a no-op unless speech mode is on (its module then
 * listens). Small on purpose: the kiosk's first load carries it.
 */
export type Announcement = { text: string; interrupt?: boolean }
type Listener = (announcement: Announcement) => void

let listener: Listener | undefined

/** Speaks `text` in speech mode (after what is being said, or instead of it with `interrupt`). */
export function announce(text: string, interrupt = false): void {
  listener?.({ text, interrupt })
}

/** Speech mode's module listens while it is on; answers the stop function. */
export function listenToAnnouncements(next: Listener): () => void {
  listener = next
  return () => {
    if (listener === next) listener = undefined
  }
}

/**
 * Speaks `text` when the calling view shows it (and again when it changes), in speech mode only: e.g. a booking's
 * confirmation with its time, clinic and practitioner.
 */
export function useSpokenOnMount(text: string | undefined): void {
  useEffect(() => {
    if (text) announce(text)
  }, [text])
}

/**
 * Escape in speech mode goes back: first to a screen's own previous step (its listener calls preventDefault),
 * else to the previous screen.
 */
export const SPEECH_BACK_EVENT = "kiosk-speech-back"

/** A screen with steps of its own: `back` answers whether it went a step back. */
export function useSpeechBack(back: () => boolean): void {
  const latest = useRef(back)
  useEffect(() => {
    latest.current = back
  })
  useEffect(() => {
    const onBack = (event: Event) => {
      if (latest.current()) event.preventDefault()
    }
    window.addEventListener(SPEECH_BACK_EVENT, onBack)
    return () => window.removeEventListener(SPEECH_BACK_EVENT, onBack)
  }, [])
}
