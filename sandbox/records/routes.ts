// Every records call: the front page, visits, laboratory, imaging, prescriptions, questionnaires, certificates,
// vaccinations (with the occupational choice) and the messaging pages' status.
import { Hono } from "hono"
import type { SandboxEnv } from "../context.ts"
import { certificateRoutes } from "./certificates.ts"
import { frontPageRoutes } from "./frontPage.ts"
import { imagingRoutes } from "./imaging.ts"
import { laboratoryRoutes } from "./laboratory.ts"
import { messagingStatusRoutes } from "./messagingStatus.ts"
import { prescriptionRoutes } from "./prescriptions.ts"
import { questionnaireRoutes } from "./questionnaires.ts"
import { vaccinationRoutes } from "./vaccinations.ts"
import { visitRoutes } from "./visits.ts"

export const recordsApi = new Hono<SandboxEnv>()
  .route("/", frontPageRoutes)
  .route("/", visitRoutes)
  .route("/", laboratoryRoutes)
  .route("/", imagingRoutes)
  .route("/", prescriptionRoutes)
  .route("/", questionnaireRoutes)
  .route("/", certificateRoutes)
  .route("/", vaccinationRoutes)
  .route("/", messagingStatusRoutes)
