import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type {
  OccupationalVaccinationChoiceResult,
  OccupationalVaccinationPage,
} from "../../../platform/api/schemas.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { answeredStatus, LoadOwnerModel } from "../../../kit/stores/OneLoad.ts"

/**
 * spec messaging §4 'Occupational vaccination': the page state is unauthorized, no-occupational-healthcare or ok;
 * while it loads, idle or loading, and error when the state could not be read.
 */
export type OccupationalVaccinationStatus =
  "idle" | "loading" | "unauthorized" | "no-occupational-healthcare" | "loaded" | "error"

/**
 * How choosing the influenza vaccination went: pending while the call is out; success; failed when it could not be
 * sent or answered (the choice may be tried again). A contract that changed since the page loaded is not a failure of
 * the call: the page's state changes to what the answer says (not in the contract, or no occupational healthcare).
 */
export type VaccinationChoiceState = "idle" | "pending" | "success" | "failed"

export const OccupationalVaccinationModel = LoadOwnerModel.named("OccupationalVaccination")
  .volatile(() => ({
    page: undefined as OccupationalVaccinationPage | undefined,
    choiceState: "idle" as VaccinationChoiceState,
  }))
  .views((self) => ({
    get status(): OccupationalVaccinationStatus {
      return answeredStatus(self.loadState, self.page?.status, "ok")
    },
    /** spec messaging §4: when vaccinations are not allowed, they are not in the contract. */
    get isAllowed(): boolean {
      return self.page?.status === "ok" && self.page.isInfluenzaVaccinationAllowed
    },
    /** When the patient chose the influenza vaccination (ISO instant); undefined while not chosen. */
    get chosenAt(): string | undefined {
      return self.page?.status === "ok" ? (self.page.influenzaVaccinationChosenAt ?? undefined) : undefined
    },
    get canChoose(): boolean {
      return this.isAllowed && this.chosenAt === undefined && self.choiceState !== "pending"
    },
  }))
  .actions((self) => ({
    receive(page: OccupationalVaccinationPage) {
      self.page = page
    },
    setChoiceState(state: VaccinationChoiceState) {
      self.choiceState = state
    },
    /** The choice's answer, put into the page's state. */
    applyChoice(result: OccupationalVaccinationChoiceResult) {
      switch (result.type) {
        case "success":
          self.page = {
            status: "ok",
            isInfluenzaVaccinationAllowed: true,
            influenzaVaccinationChosenAt: result.chosenAt,
          }
          self.choiceState = "success"
          return
        case "notAllowed":
          self.page = {
            status: "ok",
            isInfluenzaVaccinationAllowed: false,
            influenzaVaccinationChosenAt: null,
          }
          self.choiceState = "idle"
          return
        case "noOccupationalHealthcare":
          self.page = { status: "no-occupational-healthcare" }
          self.choiceState = "idle"
          return
      }
    },
  }))
  .actions((self) => ({
    /** Reads the page's state; it answers an anonymous visitor too (unauthorized). */
    load(): Promise<LoadOutcome<OccupationalVaccinationPage>> {
      const { api } = getEnv<StoreEnv>(self)
      self.setChoiceState("idle")
      return self.loadState.run(
        (signal) => unwrap(api.GET("/api/occupational/vaccination", { signal })),
        self.receive,
      )
    },
    /** Chooses the influenza vaccination (chooseOccupationalVaccination); one call at a time. */
    async choose(): Promise<VaccinationChoiceState> {
      if (!self.canChoose) return self.choiceState
      const { api } = getEnv<StoreEnv>(self)
      self.setChoiceState("pending")
      try {
        const result = await unwrap(
          api.POST("/api/occupational/vaccination", { body: { vaccination: "influenza" } }),
        )
        self.applyChoice(result)
      } catch (error) {
        self.setChoiceState(isApiError(error, "aborted") ? "idle" : "failed")
      }
      return self.choiceState
    },
  }))

export interface OccupationalVaccinationStore extends Instance<typeof OccupationalVaccinationModel> {}
