import { definePortal } from "../../kit/feature/manifest.ts"
import { infoFeature } from "./feature.ts"

/** Info in the portal: the feature with its pages, by route id. */
export const infoPortal = definePortal(infoFeature, {
  pages: {
    help: {
      namespaces: ["info"],
      load: () => import("./views/HelpPage.tsx").then((module) => module.HelpPage),
    },
    sicknessFund: {
      namespaces: ["info"],
      load: () => import("./views/SicknessFundPage.tsx").then((module) => module.SicknessFundPage),
    },
    pikkutsatti: {
      namespaces: ["info"],
      load: () => import("./views/PikkutsattiPage.tsx").then((module) => module.PikkutsattiPage),
    },
    anonymousPikkutsatti: {
      namespaces: ["info"],
      load: () => import("./views/PikkutsattiPage.tsx").then((module) => module.PikkutsattiPage),
    },
    eula: {
      namespaces: ["info"],
      load: () => import("./views/EulaPage.tsx").then((module) => module.EulaPage),
    },
  },
})
