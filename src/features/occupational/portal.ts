import { definePortal } from "../../kit/feature/manifest.ts"
import { occupationalFeature } from "./feature.ts"

/** Occupational in the portal: the feature with its pages, by route id. */
export const occupationalPortal = definePortal(occupationalFeature, {
  pages: {
    occupationalTeam: {
      areas: ["occupational"],
      namespaces: ["occupational"],
      load: () => import("./views/OccupationalTeamPage.tsx").then((module) => module.OccupationalTeamPage),
    },
    occupationalVaccination: {
      areas: ["occupational"],
      namespaces: ["occupational"],
      load: () =>
        import("./views/OccupationalVaccinationPage.tsx").then(
          (module) => module.OccupationalVaccinationPage,
        ),
    },
  },
})
