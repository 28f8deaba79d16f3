// Cases for the `vaccinations` tag: 25 a page.
import { defineCases } from "../support/cases.ts"
import { as, PERSONAS } from "./account.ts"

export const cases = defineCases([
  {
    operationId: "listVaccinations",
    title: "the first page",
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listVaccinations",
    title: "the last page",
    request: { query: { page: 2 } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listVaccinations",
    title: "beyond the last page",
    request: { query: { page: 9 } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listVaccinations",
    title: "page 0",
    request: { query: { page: 0 } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  { operationId: "listVaccinations", title: "without a session", status: 401 },
])
