import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import {
  arrivalReasonLength,
  arrivalReasonPayload,
  isArrivalReasonTooLong,
} from "../../../domain/appointmentRules.ts"

/** spec booking §4 'Arrival-reason save': saving disables the input; then a success or failure toast. */
export type ArrivalReasonState = "editing" | "saving" | "saved" | "failed"

export const ArrivalReasonModel = types
  .model("ArrivalReason", {
    text: "",
  })
  .volatile(() => ({ state: "editing" as ArrivalReasonState }))
  .views((self) => ({
    get length(): number {
      return arrivalReasonLength(self.text)
    },
    /** spec booking §5: over 300 characters shows 'Character limit exceeded' and disables save. */
    get isTooLong(): boolean {
      return isArrivalReasonTooLong(self.text)
    },
    get isSaving(): boolean {
      return self.state === "saving"
    },
    get canSave(): boolean {
      return self.text.trim() !== "" && !this.isTooLong && !this.isSaving
    },
  }))
  .actions((self) => ({
    setText(text: string) {
      self.text = text
      if (self.state !== "saving") self.state = "editing"
    },
    setState(state: ArrivalReasonState) {
      self.state = state
    },
  }))
  .actions((self) => ({
    /** Sends the text with the fixed Finnish phrase before it; true when saved. The text stays either way. */
    save: flow(function* (appointmentId: string) {
      if (!self.canSave) return false
      const { api } = getEnv<StoreEnv>(self)
      self.setState("saving")
      try {
        const result: { type: "Success" | "Failure" } = yield unwrap(
          api.POST("/api/appointments/{id}/arrival-reason", {
            params: { path: { id: appointmentId } },
            body: { arrivalReason: arrivalReasonPayload(self.text) },
          }),
        )
        self.setState(result.type === "Success" ? "saved" : "failed")
      } catch {
        self.setState("failed")
      }
      return self.state === "saved"
    }),
  }))

export interface ArrivalReason extends Instance<typeof ArrivalReasonModel> {}
