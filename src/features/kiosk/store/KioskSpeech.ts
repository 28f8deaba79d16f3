import { types, type Instance } from "mobx-state-tree"

/** Speech volume steps (SpeechSynthesisUtterance.volume is 0…1); the visit starts at the default. */
export const SPEECH_VOLUME_STEP = 0.2
export const SPEECH_VOLUME_MIN = 0.2
export const SPEECH_VOLUME_DEFAULT = 0.8

/**
 * The kiosk's speech mode (EN 301 549 §5.1.3, closed functionality): on or off and its volume. Part of the
 * visit's store, so the kiosk's reset turns it off and forgets it with everything else.
 */
export const KioskSpeechModel = types
  .model("KioskSpeech", {
    on: false,
    volume: SPEECH_VOLUME_DEFAULT,
  })
  .actions((self) => ({
    start() {
      self.on = true
    },
    stop() {
      self.on = false
    },
    louder() {
      self.volume = Math.min(1, Math.round((self.volume + SPEECH_VOLUME_STEP) * 10) / 10)
    },
    quieter() {
      self.volume = Math.max(SPEECH_VOLUME_MIN, Math.round((self.volume - SPEECH_VOLUME_STEP) * 10) / 10)
    },
  }))

export interface KioskSpeech extends Instance<typeof KioskSpeechModel> {}
