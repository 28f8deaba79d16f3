import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../../platform/api/client.ts"
import type { StoreEnv } from "../../../../platform/api/env.ts"
import type { DirectCompensationPermit } from "../../../../platform/api/schemas.ts"
import {
  LAHITAPIOLA_STATUSES,
  statusFromReturn,
  type DirectCompensationReturnStatus,
  type LahitapiolaStatus,
} from "../../../../domain/insurance.ts"
import type { Lang } from "../../../../domain/language.ts"
import { LoadableModel } from "../../../../kit/stores/Loadable.ts"

/** A LähiTapiola direct-compensation permit: symptom, bodyPart, validTo (yyyy-MM-dd) and contentHash. */
export type Permit = DirectCompensationPermit

type PolicyCheck = { type: "success"; hasHealthcarePolicy: boolean } | { type: "unknownError" }
/** Where a step of the flow ends: the status, and the permits found. */
type Settled = { status: LahitapiolaStatus; permits?: DirectCompensationPermit[] }
type PermitsAnswer =
  { type: "success"; directCompensationPermits: DirectCompensationPermit[] } | { type: "unknownError" }

/**
 * spec booking §4 'Second insurer flow' (LähiTapiola, feature lahitapiola-insurance-flow): the patient gives
 * consent, then the policy check, then the permit fetch; or the flow starts from the return status of the
 * insurer's redirect. Removing the permit or restarting goes back to not_asked (the result pending).
 */
export const LahitapiolaFlowModel = types
  .model("LahitapiolaFlow", {
    consentGiven: false,
    status: types.optional(types.enumeration("LahitapiolaStatus", [...LAHITAPIOLA_STATUSES]), "not_asked"),
    /** The contentHash of the permit the booking uses. */
    chosenPermit: types.maybe(types.string),
    loadState: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    permits: [] as DirectCompensationPermit[],
  }))
  .views((self) => ({
    get checking(): boolean {
      return self.loadState.isBusy
    },
    get permit(): DirectCompensationPermit | undefined {
      return self.permits.find((permit) => permit.contentHash === self.chosenPermit)
    },
  }))
  .actions((self) => ({
    settle({ status, permits = [] }: Settled) {
      self.status = status
      self.permits = permits
      // one permit is the one to use; of several the patient chooses
      self.chosenPermit = permits.length === 1 ? permits[0]!.contentHash : undefined
    },
    setConsent(given: boolean) {
      self.consentGiven = given
    },
    choosePermit(contentHash: string) {
      if (self.permits.some((permit) => permit.contentHash === contentHash)) self.chosenPermit = contentHash
    },
  }))
  .actions((self) => {
    const env = () => getEnv<StoreEnv>(self)

    /** Step three: the permits; none is insurance_found_no_permits. */
    async function fetchPermits(lang: Lang, signal: AbortSignal): Promise<Settled> {
      const { api, reportError } = env()
      const answer: PermitsAnswer = await unwrap(
        api.GET("/api/insurance/lahitapiola-direct-compensation-permits/{lang}", {
          params: { path: { lang } },
          signal,
        }),
      )
      if (answer.type !== "success") {
        reportError({
          kind: "result",
          operationId: "getLahitapiolaDirectCompensationPermits",
          resultType: answer.type,
        })
        return { status: "error" }
      }
      const permits = answer.directCompensationPermits
      return {
        status: permits.length > 0 ? "insurance_found_with_permits" : "insurance_found_no_permits",
        permits,
      }
    }

    /** A step of the flow; a newer step cancels it, and other failures were reported by the transport. */
    async function run(step: (signal: AbortSignal) => Promise<Settled>): Promise<void> {
      await self.loadState.run(step, self.settle, { onError: () => self.settle({ status: "error" }) })
    }

    return {
      /** After consent: the policy check, then the permit fetch. */
      check(lang: Lang): Promise<void> {
        if (!self.consentGiven) return Promise.resolve()
        return run(async (signal) => {
          const { api, reportError } = env()
          const policy: PolicyCheck = await unwrap(
            api.GET("/api/insurance/lahitapiola-policy-check", { signal }),
          )
          if (policy.type !== "success") {
            reportError({ kind: "result", operationId: "checkLahitapiolaPolicy", resultType: policy.type })
            return { status: "error" }
          }
          if (!policy.hasHealthcarePolicy) return { status: "insurance_not_found" }
          return fetchPermits(lang, signal)
        })
      },
      /** Back from the insurer: allowed fetches the permits, the others are final. Consent was given to go there. */
      returnFromInsurer(returned: DirectCompensationReturnStatus, lang: Lang): Promise<void> {
        self.setConsent(true)
        const status = statusFromReturn(returned)
        if (!status) return run((signal) => fetchPermits(lang, signal))
        self.loadState.cancel()
        self.settle({ status })
        return Promise.resolve()
      },
      /** Removing the permit or restarting: back to pending. */
      restart() {
        self.loadState.cancel()
        self.settle({ status: "not_asked" })
      },
    }
  })

export interface LahitapiolaFlow extends Instance<typeof LahitapiolaFlowModel> {}
