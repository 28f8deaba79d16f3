import type { PageMap } from "./types.ts"

/** The occupational health team and the occupational influenza vaccination (spec booking §2, messaging §2, §4). */
export const OCCUPATIONAL_PAGES: PageMap = {
  occupationalTeam: {
    areas: ["occupational"],
    namespaces: ["occupational"],
    load: async () =>
      (await import("../../../src/features/occupational/views/OccupationalTeamPage.tsx")).OccupationalTeamPage,
  },
  occupationalVaccination: {
    areas: ["occupational"],
    namespaces: ["occupational"],
    load: async () =>
      (await import("../../../src/features/occupational/views/OccupationalVaccinationPage.tsx"))
        .OccupationalVaccinationPage,
  },
}
