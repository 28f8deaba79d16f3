import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"

/** A new code asked for: idle, sending, sent, refused for now (too many codes), or failed. */
export type PinCodeSendStatus = "idle" | "sending" | "sent" | "limited" | "failed"

function nextAttemptOf(body: unknown): number | undefined {
  if (typeof body !== "object" || body === null || !("nextAttempt" in body)) return undefined
  const ms = typeof body.nextAttempt === "string" ? Date.parse(body.nextAttempt) : NaN
  return Number.isNaN(ms) ? undefined : ms
}

/**
 * "Send a new code" (POST /api/pin/code, inferred): a new SMS code to the verified number, for the MFA page and for
 * turning SMS login off. The server allows a few codes in a window; past it the answer is 429 with when the next
 * may be asked for, which the page says in minutes from then (a clock time would need the date formatting, which
 * the MFA page does not load otherwise).
 */
export const PinCodeModel = types
  .model("PinCode", {})
  .volatile(() => ({
    sendStatus: "idle" as PinCodeSendStatus,
    /** With `limited`: when a new code may be asked for (epoch ms). */
    nextAttemptMs: undefined as number | undefined,
    /** With `limited`: in how many whole minutes (rounded up) from the refusal, by the store's clock. */
    retryInMinutes: undefined as number | undefined,
  }))
  .views((self) => ({
    get isSending(): boolean {
      return self.sendStatus === "sending"
    },
  }))
  .actions((self) => ({
    setSendStatus(status: PinCodeSendStatus, nextAttemptMs?: number) {
      self.sendStatus = status
      self.nextAttemptMs = nextAttemptMs
      const now = getEnv<StoreEnv>(self).now()
      self.retryInMinutes =
        nextAttemptMs === undefined ? undefined : Math.max(1, Math.ceil((nextAttemptMs - now) / 60_000))
    },
    reset() {
      self.sendStatus = "idle"
      self.nextAttemptMs = undefined
      self.retryInMinutes = undefined
    },
  }))
  .actions((self) => ({
    /** Sends a new code; gives true when it went. */
    async send(): Promise<boolean> {
      if (self.isSending) return false
      const { api } = getEnv<StoreEnv>(self)
      self.setSendStatus("sending")
      try {
        await unwrap(api.POST("/api/pin/code"))
        self.setSendStatus("sent")
        return true
      } catch (error) {
        if (isApiError(error, "http") && error.status === 429)
          self.setSendStatus("limited", nextAttemptOf(error.body))
        else self.setSendStatus(isApiError(error, "aborted") ? "idle" : "failed")
        return false
      }
    },
  }))

export interface PinCode extends Instance<typeof PinCodeModel> {}
