// Cases for the `laboratory` tag.
import { defineCases } from "../support/cases.ts"
import { as, asWith, callAs, PERSONAS } from "./account.ts"

interface Overview {
  referrals: { id: string }[]
  resultDates: { date: string; items: { isReady: boolean }[] }[]
}

const overviewOf = (pick: (overview: Overview) => Record<string, string> | undefined) =>
  asWith("aino", async (context, login) => {
    const params = pick(await callAs<Overview>(context, login, "GET", "/api/laboratory?lang=fi"))
    if (!params) throw new Error("setup: nothing to pick from the laboratory overview")
    return { path: params }
  })

const lang = { query: { lang: "fi" } }

export const cases = defineCases([
  {
    operationId: "getLaboratory",
    title: "referrals and result days",
    request: lang,
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getLaboratory",
    title: "nothing yet",
    request: lang,
    setup: as("oskari"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  { operationId: "getLaboratory", title: "without a session", request: lang, status: 401 },
  {
    operationId: "getLaboratoryReferral",
    title: "a referral",
    request: lang,
    setup: overviewOf((overview) => overview.referrals[0] && { id: overview.referrals[0].id }),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getLaboratoryReferral",
    title: "no such referral",
    request: { ...lang, path: { id: "1" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getLaboratoryResults",
    title: "a ready day",
    request: lang,
    setup: overviewOf((overview) => {
      const day = overview.resultDates.find((candidate) => candidate.items.every((item) => item.isReady))
      return day && { date: day.date }
    }),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getLaboratoryResults",
    title: "a pending day",
    request: lang,
    setup: overviewOf((overview) => {
      const day = overview.resultDates.find((candidate) => candidate.items.some((item) => !item.isReady))
      return day && { date: day.date }
    }),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getLaboratoryResults",
    title: "a day without results",
    request: { ...lang, path: { date: "2001-01-01" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getLaboratoryResults",
    title: "not a date",
    request: { ...lang, path: { date: "2026-13-45" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
])
