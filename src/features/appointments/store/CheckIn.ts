import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { AnonymousCheckInResult, AppointmentRoom } from "../../../platform/api/schemas.ts"
import { checkInOpensAt } from "../../../domain/dates.ts"
import { CHECK_IN_CODE_LENGTH, isCheckInCodeCharacter } from "../../../domain/ssn.ts"

/**
 * spec booking §4 'Anonymous check-in flow': waiting-for-action, waiting-for-confirmation (the code boxes),
 * response-pending; then the outcomes. ssn-mismatch keeps the visitor in the code input; locked is the sandbox's
 * lockout after repeated wrong codes (contract checkInAnonymously).
 */
export type CheckInState =
  | "waiting-for-action"
  | "waiting-for-confirmation"
  | "response-pending"
  | "success"
  | "ssn-mismatch"
  | "consent-needed"
  | "too-early"
  | "already-checked-in"
  | "locked"
  | "failure"
  | "network-error"

/** The states in which the visitor types the code. */
const ENTERING_CODE: readonly CheckInState[] = ["waiting-for-confirmation", "ssn-mismatch"]

/** Keeps the characters the check-in code accepts at their positions, upper-cased, at most 4 (spec booking §5). */
export function cleanCheckInCode(value: string): string {
  let code = ""
  for (const character of value.toUpperCase()) {
    if (code.length === CHECK_IN_CODE_LENGTH) break
    if (isCheckInCodeCharacter(character, code.length)) code += character
  }
  return code
}

/**
 * The anonymous check-in of one appointment, with the last 4 characters of the identity code. Used by the
 * appointment view by link and the lobby kiosk (with its own keypad): no DOM here. The code is volatile, never
 * in a snapshot, and `reset` forgets it.
 */
export const CheckInModel = types
  .model("CheckIn", {
    appointmentId: "",
    /** The appointment's start (ISO), when known: the too-early state then tells when check-in opens. */
    startDate: types.maybe(types.string),
  })
  .volatile(() => ({
    state: "waiting-for-action" as CheckInState,
    code: "",
    /** After success: where to go; null means 'see the reception'. */
    room: undefined as AppointmentRoom | null | undefined,
    /** After a wrong code: how many tries are left before the lockout. */
    remainingAttempts: undefined as number | undefined,
    /** When locked: the moment (ISO) check-in may be tried again. */
    lockedUntil: undefined as string | undefined,
    /** consent-needed because the patient has come of age and must give the consent as an adult. */
    consentAsAdult: false,
    /** failure without an answer (a 5xx): the same code may be sent again, as after a network error. */
    retryable: false,
  }))
  .views((self) => ({
    get isCodeComplete(): boolean {
      return self.code.length === CHECK_IN_CODE_LENGTH
    },
    get isEnteringCode(): boolean {
      return ENTERING_CODE.includes(self.state)
    },
    get canSubmit(): boolean {
      return this.isEnteringCode && this.isCodeComplete
    },
    /** When check-in opens (ISO, Helsinki): 30 minutes before the start (spec booking §9). */
    get opensAt(): string | undefined {
      return self.startDate ? checkInOpensAt(self.startDate).toISO() : undefined
    },
    get isLocked(): boolean {
      return self.state === "locked"
    },
    /** The outcome ends the flow (the kiosk starts its result-screen timer on these). */
    get isFinished(): boolean {
      return ["success", "consent-needed", "too-early", "already-checked-in", "locked", "failure"].includes(
        self.state,
      )
    },
  }))
  .actions((self) => ({
    setState(state: CheckInState, retryable = false) {
      self.state = state
      self.retryable = retryable
    },
    /** Which appointment; a different one forgets everything about the previous. */
    setAppointment(appointmentId: string, startDate?: string) {
      if (appointmentId !== self.appointmentId) this.reset()
      self.appointmentId = appointmentId
      self.startDate = startDate
    },
    /** The visitor chose to check in: ask for the code. */
    start() {
      self.code = ""
      self.state = "waiting-for-confirmation"
    },
    /** The code as typed: other characters are dropped, letters upper-cased (spec booking §5). */
    setCode(value: string) {
      self.code = cleanCheckInCode(value)
    },
    clearCode() {
      self.code = ""
    },
    /** Back to the start, forgetting the code and the outcome. */
    reset() {
      self.state = "waiting-for-action"
      self.code = ""
      self.room = undefined
      self.remainingAttempts = undefined
      self.lockedUntil = undefined
      self.consentAsAdult = false
    },
    applyResult(result: AnonymousCheckInResult) {
      self.remainingAttempts = undefined
      self.lockedUntil = undefined
      switch (result.type) {
        case "success":
          self.room = result.room
          self.code = ""
          self.state = "success"
          return
        case "ssnEndPartMismatch":
          // The boxes empty for the next try; the message stays with them
          self.remainingAttempts = result.remainingAttempts
          self.code = ""
          self.state = "ssn-mismatch"
          return
        case "locked":
          self.lockedUntil = result.lockedUntil
          self.code = ""
          self.state = "locked"
          return
        case "confidentiality-form-not-filled":
        case "confidentiality-form-not-filled-as-adult":
          self.consentAsAdult = result.type === "confidentiality-form-not-filled-as-adult"
          self.code = ""
          self.state = "consent-needed"
          return
        case "tooEarly":
          self.state = "too-early"
          return
        case "alreadyCheckedIn":
          self.code = ""
          self.state = "already-checked-in"
          return
        default:
          self.code = ""
          self.state = "failure"
      }
    },
  }))
  .actions((self) => ({
    /** Sends the code; only when all 4 characters are there and the visitor is entering it. */
    submit: flow(function* () {
      if (!self.canSubmit || !self.appointmentId) return
      const { api, track } = getEnv<StoreEnv>(self)
      self.setState("response-pending")
      try {
        const result: AnonymousCheckInResult = yield unwrap(
          api.POST("/api/anon/check-in", {
            body: { appointmentId: self.appointmentId, ssnEndPart: self.code },
          }),
        )
        self.applyResult(result)
        void track({ event: "check_in", result: result.type })
      } catch (error) {
        if (isApiError(error, "aborted")) return
        self.setState(isApiError(error, "network", "timeout") ? "network-error" : "failure", true)
      }
    }),
  }))
  .actions((self) => ({
    /** After a network error or a failure without an answer: send the same code again. */
    retry() {
      if (self.state !== "network-error" && !(self.state === "failure" && self.retryable))
        return Promise.resolve()
      self.setState("waiting-for-confirmation")
      return self.submit()
    },
  }))

export interface CheckIn extends Instance<typeof CheckInModel> {}
