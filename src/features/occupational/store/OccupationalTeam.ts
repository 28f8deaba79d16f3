import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type {
  OccupationalAgreement,
  OccupationalTeam,
  OccupationalTeamMember,
} from "../../../platform/api/schemas.ts"
import { hasFeatures, MESSAGING_FEATURES } from "../../../domain/features.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { answeredStatus, LoadOwnerModel } from "../../../kit/stores/OneLoad.ts"
import { featuresOf, langOf } from "../../../kit/stores/rootAccess.ts"

/** spec messaging §3 'OHC team professional types'. */
export type ProfessionalType = NonNullable<OccupationalTeamMember["professionalType"]>

/** The team page's state: the team, no occupational healthcare (no agreement), or a load that failed. */
export type OccupationalTeamStatus = "idle" | "loading" | "loaded" | "no-occupational-healthcare" | "error"

/**
 * The occupational health team page (spec booking §2, getOccupationalTeam): the employer's name, the responsible
 * doctors and nurses and the other named professionals, each with their role; a member who is away has a
 * substitute for the absence period. Whether the patient may book with a member or message the team comes from
 * what booking and messaging read: the agreement (online booking in it) with ohc-appointment-search, and the
 * messaging features.
 */
export const OccupationalTeamModel = LoadOwnerModel.named("OccupationalTeam")
  .volatile(() => ({
    team: undefined as OccupationalTeam | undefined,
    /** The agreement's status, "failed" when it could not be read; undefined until answered. */
    agreementStatus: undefined as OccupationalAgreement["status"] | "failed" | undefined,
  }))
  .views((self) => ({
    get status(): OccupationalTeamStatus {
      return answeredStatus(self.loadState, self.team?.status, "ok")
    },
    get employerName(): string | undefined {
      return self.team?.status === "ok" ? self.team.employerName : undefined
    },
    get doctors(): readonly OccupationalTeamMember[] {
      return self.team?.status === "ok" ? self.team.responsibleDoctors : []
    },
    get nurses(): readonly OccupationalTeamMember[] {
      return self.team?.status === "ok" ? self.team.responsibleNurses : []
    },
    /** Physiotherapists, psychologists: the team's other named professionals (an inferred field). */
    get others(): readonly OccupationalTeamMember[] {
      return self.team?.status === "ok" ? (self.team.otherProfessionals ?? []) : []
    },
    /** The booking's own rule: occupational appointment search, and online booking in the agreement. */
    get canBook(): boolean {
      return self.agreementStatus === "ok" && hasFeatures(featuresOf(self), "ohc-appointment-search")
    },
    /** The menu's and the front page's rule for messages: both messaging features. */
    get canMessage(): boolean {
      return hasFeatures(featuresOf(self), ...MESSAGING_FEATURES)
    },
  }))
  .actions((self) => ({
    receive(team: OccupationalTeam) {
      self.team = team
    },
    receiveAgreement(status: OccupationalAgreement["status"] | "failed") {
      self.agreementStatus = status
    },
  }))
  .actions((self) => ({
    /** Loads the team in the page's language; a reload keeps the team on show until the answer. */
    load(): Promise<LoadOutcome<OccupationalTeam>> {
      const { api } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      // the agreement alongside: without its answer (or on its failure) no member offers booking
      if (self.agreementStatus === undefined || self.agreementStatus === "failed")
        void unwrap(api.GET("/api/occupational/agreement", {})).then(
          (agreement) => self.receiveAgreement(agreement.status),
          () => self.receiveAgreement("failed"),
        )
      return self.loadState.run(
        (signal) => unwrap(api.GET("/api/occupational/team", { params: { query: { lang } }, signal })),
        self.receive,
        { refresh: self.loadState.isLoaded },
      )
    },
  }))

/** A member's role: the one the team gives, else the list's (a responsible doctor or nurse). */
export function professionalTypeOf(
  member: OccupationalTeamMember,
  list: "doctors" | "nurses" | "others",
): ProfessionalType | undefined {
  if (member.professionalType) return member.professionalType
  if (list === "doctors") return "doctor"
  return list === "nurses" ? "nurse" : undefined
}

/** Whether a member is away: the contract gives a substitute only for an absence. */
export function isAway(member: OccupationalTeamMember): boolean {
  return member.substituteName !== null && member.substitutePeriod !== null
}

export interface OccupationalTeamStore extends Instance<typeof OccupationalTeamModel> {}
