// Cases for the `imaging` tag, with the 'temporary-api-error' marker for a day and for a whole imaging system.
import { defineCases, type CaseContext } from "../support/cases.ts"
import { as, asWith, callAs, PERSONAS, type PersonaLogin } from "./account.ts"

interface Overview {
  referrals: { id: string }[]
  results: { imagingDate: string }[] | "temporary-api-error"
}

const overview = (context: CaseContext, login: PersonaLogin) =>
  callAs<Overview>(context, login, "GET", "/api/imaging?lang=fi")

const daysOf = (results: Overview["results"]) =>
  results === "temporary-api-error" ? [] : [...new Set(results.map((result) => result.imagingDate))]

/** The first day whose results are (or are not) the marker. */
const dayWhere = (marker: boolean) =>
  asWith("aino", async (context, login) => {
    for (const day of daysOf((await overview(context, login)).results)) {
      const { results } = await callAs<Overview>(context, login, "GET", `/api/imaging/results/${day}?lang=fi`)
      if ((results === "temporary-api-error") === marker) return { path: { imagingDate: day } }
    }
    throw new Error("setup: no such imaging day")
  })

const lang = { query: { lang: "fi" } }

export const cases = defineCases([
  {
    operationId: "getImaging",
    title: "referrals and results",
    request: lang,
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getImaging",
    title: "the imaging system does not answer",
    request: lang,
    setup: as("helena"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  { operationId: "getImaging", title: "without a session", request: lang, status: 401 },
  {
    operationId: "getImagingReferral",
    title: "a referral",
    request: lang,
    setup: asWith("aino", async (context, login) => {
      const id = (await overview(context, login)).referrals[0]?.id
      if (!id) throw new Error("setup: no imaging referrals")
      return { path: { id } }
    }),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getImagingReferral",
    title: "no such referral",
    request: { ...lang, path: { id: "1" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getImagingResults",
    title: "a day with statements",
    request: lang,
    setup: dayWhere(false),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getImagingResults",
    title: "a day the imaging system fails",
    request: lang,
    setup: dayWhere(true),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getImagingResults",
    title: "a day without results",
    request: { ...lang, path: { imagingDate: "2001-01-01" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
])
