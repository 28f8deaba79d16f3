// Cases for the `prescriptions` tag.
import { defineCases } from "../support/cases.ts"
import { as, CHILDREN, PERSONAS } from "./account.ts"

export const cases = defineCases([
  {
    operationId: "listPrescriptions",
    title: "renewable and not, in Swedish",
    request: { query: { lang: "sv" } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listPrescriptions",
    title: "none yet",
    request: { query: { lang: "fi" } },
    setup: as("oskari"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listPrescriptions",
    title: "a child's, renewal not enabled",
    request: { query: { lang: "fi" } },
    setup: as("eino", { environment: CHILDREN }),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listPrescriptions",
    title: "without a session",
    request: { query: { lang: "fi" } },
    status: 401,
  },
])
