import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import { isApiError } from "../../api/errors.ts"
import type { DirectCompensationPermit } from "../../api/schemas.ts"
import {
  LAHITAPIOLA_STATUSES,
  statusFromReturn,
  type DirectCompensationReturnStatus,
  type LahitapiolaStatus,
} from "../../domain/insurance.ts"
import type { Lang } from "../../domain/language.ts"

/** A LähiTapiola direct-compensation permit: symptom, bodyPart, validTo (yyyy-MM-dd) and contentHash. */
export type Permit = DirectCompensationPermit

type PolicyCheck = { type: "success"; hasHealthcarePolicy: boolean } | { type: "unknownError" }
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
  })
  .volatile(() => ({
    permits: [] as DirectCompensationPermit[],
    checking: false,
    inFlight: undefined as AbortController | undefined,
  }))
  .views((self) => ({
    get permit(): DirectCompensationPermit | undefined {
      return self.permits.find((permit) => permit.contentHash === self.chosenPermit)
    },
  }))
  .actions((self) => ({
    settle(status: LahitapiolaStatus, permits: DirectCompensationPermit[] = []) {
      self.status = status
      self.permits = permits
      // one permit is the one to use; of several the patient chooses
      self.chosenPermit = permits.length === 1 ? permits[0]!.contentHash : undefined
      self.checking = false
      self.inFlight = undefined
    },
    begin(): AbortController {
      self.inFlight?.abort()
      const controller = new AbortController()
      self.inFlight = controller
      self.checking = true
      return controller
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
    function* fetchPermits(lang: Lang, signal: AbortSignal) {
      const { api, reportError } = env()
      const answer: PermitsAnswer = yield unwrap(
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
        return self.settle("error")
      }
      const permits = answer.directCompensationPermits
      self.settle(permits.length > 0 ? "insurance_found_with_permits" : "insurance_found_no_permits", permits)
    }

    function failed(error: unknown) {
      // aborted: a newer step took over; other failures were reported by the transport
      if (!isApiError(error, "aborted")) self.settle("error")
    }

    return {
      /** After consent: the policy check, then the permit fetch. */
      check: flow(function* (lang: Lang) {
        if (!self.consentGiven) return
        const { api, reportError } = env()
        const controller = self.begin()
        try {
          const policy: PolicyCheck = yield unwrap(
            api.GET("/api/insurance/lahitapiola-policy-check", { signal: controller.signal }),
          )
          if (policy.type !== "success") {
            reportError({ kind: "result", operationId: "checkLahitapiolaPolicy", resultType: policy.type })
            return self.settle("error")
          }
          if (!policy.hasHealthcarePolicy) return self.settle("insurance_not_found")
          yield* fetchPermits(lang, controller.signal)
        } catch (error) {
          failed(error)
        }
      }),
      /** Back from the insurer: allowed fetches the permits, the others are final. Consent was given to go there. */
      returnFromInsurer: flow(function* (returned: DirectCompensationReturnStatus, lang: Lang) {
        self.setConsent(true)
        const status = statusFromReturn(returned)
        if (status) return self.settle(status)
        const controller = self.begin()
        try {
          yield* fetchPermits(lang, controller.signal)
        } catch (error) {
          failed(error)
        }
      }),
      /** Removing the permit or restarting: back to pending. */
      restart() {
        self.inFlight?.abort()
        self.settle("not_asked")
      },
    }
  })

export interface LahitapiolaFlow extends Instance<typeof LahitapiolaFlowModel> {}
