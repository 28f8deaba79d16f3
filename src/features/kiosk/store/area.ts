import { types, type Instance } from "mobx-state-tree"
import { KioskCheckInModel } from "./KioskCheckIn.ts"
import { KioskSpeechModel } from "./KioskSpeech.ts"

/** The kiosk's own: checking in at the lobby tablet, and the visit's speech mode. */
export const KioskAreaModel = types.model("KioskArea", {
  kioskCheckIn: types.optional(KioskCheckInModel, {}),
  speech: types.optional(KioskSpeechModel, {}),
})

export interface KioskArea extends Instance<typeof KioskAreaModel> {}
