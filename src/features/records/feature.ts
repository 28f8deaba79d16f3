import type records from "../../../locales/fi/records.json"
import type certificates from "../../../locales/fi/certificates.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { recordsRoutes } from "./routes.ts"
import type { RecordsAreaModel } from "./store/area.ts"
import type { CertificatesAreaModel } from "./store/certificates/area.ts"

/** The patient's records: visits, laboratory and imaging; certificates and vaccinations. */
export const recordsFeature = defineFeature({
  name: "records",
  routes: recordsRoutes,
  menu: ["visits", "laboratory", "vaccinations", "imaging", "certificates"],
  namespaces: ["records", "certificates"],
  stores: {
    records: () => import("./store/area.ts").then((module) => module.RecordsAreaModel),
    certificates: () => import("./store/certificates/area.ts").then((module) => module.CertificatesAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    records: typeof records
    certificates: typeof certificates
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    records: typeof RecordsAreaModel
    certificates: typeof CertificatesAreaModel
  }
}
