// The README's walkthrough ("Adding a feature area") as a fixture: a whole area in one folder. A real feature lives
// in src/features/<area>/ and also adds its route ids, slot and namespace to the registries' types.
import type { FeatureManifest } from "../../../../src/kit/feature/manifest.ts"
import { exampleRoutes } from "./routes.ts"

export const exampleFeature = {
  name: "example",
  routes: exampleRoutes,
  namespaces: ["example"],
  stores: {
    example: () => import("./store/area.ts").then((module) => module.ExampleAreaModel),
  },
  pages: {
    exampleNotes: {
      areas: ["example"],
      namespaces: ["example"],
      load: () => import("./views/NotesPage.tsx").then((module) => module.NotesPage),
    },
  },
  // the kiosk shows the notes page at its own address, once the tablet is bound
  kioskScreens: {
    notes: {
      at: { path: "/notes" },
      bound: true,
      areas: ["example"],
      namespaces: ["example"],
      load: () => import("./views/NotesPage.tsx").then((module) => module.NotesPage),
    },
  },
} as unknown as FeatureManifest
