import { types, type Instance } from "mobx-state-tree"
import { OccupationalTeamModel } from "./OccupationalTeam.ts"
import { OccupationalVaccinationModel } from "./OccupationalVaccination.ts"

/**
 * The occupational health pages (spec booking §2, messaging §2, §4): the team and the influenza vaccination choice.
 * The booking area keeps the occupational agreement check (OccupationalAgreement.ts) for its own lists.
 */
export const OccupationalAreaModel = types.model("OccupationalArea", {
  team: types.optional(OccupationalTeamModel, {}),
  vaccination: types.optional(OccupationalVaccinationModel, {}),
})

export interface OccupationalArea extends Instance<typeof OccupationalAreaModel> {}

export type { OccupationalTeamMember } from "../../../platform/api/schemas.ts"
export { isAway, professionalTypeOf, type ProfessionalType } from "./OccupationalTeam.ts"
