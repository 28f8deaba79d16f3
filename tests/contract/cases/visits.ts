// Cases for the `visits` tag.
import { defineCases } from "../support/cases.ts"
import { as, asWith, callAs, PERSONAS } from "./account.ts"

interface VisitList {
  visits: { link: { params: { id: string } } }[]
}

const newestVisit = asWith("aino", async (context, login) => {
  const { visits } = await callAs<VisitList>(context, login, "GET", "/api/visits?lang=fi")
  const id = visits[0]?.link.params.id
  if (!id) throw new Error("setup: no visits")
  return { path: { id } }
})

export const cases = defineCases([
  {
    operationId: "listVisits",
    title: "a patient's visits",
    request: { query: { lang: "en" } },
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listVisits",
    title: "none yet",
    request: { query: { lang: "fi" } },
    setup: as("oskari"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  { operationId: "listVisits", title: "without a session", request: { query: { lang: "fi" } }, status: 401 },
  {
    operationId: "getVisit",
    title: "the newest report",
    request: { query: { lang: "fi" } },
    setup: newestVisit,
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getVisit",
    title: "a report that does not exist",
    request: { path: { id: "1" }, query: { lang: "fi" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getVisit",
    title: "an id that is not digits",
    request: { path: { id: "abc" }, query: { lang: "fi" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
])
