import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { OccupationalTeam, OccupationalTeamMember } from "../../../platform/api/schemas.ts"
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { answeredStatus, LoadOwnerModel } from "../../../kit/stores/OneLoad.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/** The team page's state: the team, no occupational healthcare (no agreement), or a load that failed. */
export type OccupationalTeamStatus = "idle" | "loading" | "loaded" | "no-occupational-healthcare" | "error"

/**
 * The occupational health team page (spec booking §2, getOccupationalTeam): the employer's name and the responsible
 * doctors and nurses; a member who is away has a substitute for the absence period.
 */
export const OccupationalTeamModel = LoadOwnerModel.named("OccupationalTeam")
  .volatile(() => ({
    team: undefined as OccupationalTeam | undefined,
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
  }))
  .actions((self) => ({
    receive(team: OccupationalTeam) {
      self.team = team
    },
  }))
  .actions((self) => ({
    /** Loads the team in the page's language; a reload keeps the team on show until the answer. */
    load(): Promise<LoadOutcome<OccupationalTeam>> {
      const { api } = getEnv<StoreEnv>(self)
      const lang = langOf(self)
      return self.loadState.run(
        (signal) => unwrap(api.GET("/api/occupational/team", { params: { query: { lang } }, signal })),
        self.receive,
        { refresh: self.loadState.isLoaded },
      )
    },
  }))

/** Whether a member is away: the contract gives a substitute only for an absence. */
export function isAway(member: OccupationalTeamMember): boolean {
  return member.substituteName !== null && member.substitutePeriod !== null
}

export interface OccupationalTeamStore extends Instance<typeof OccupationalTeamModel> {}
