// @vitest-environment happy-dom
// spec §8: a record the patient does not have (a 404 from its source) is the page's own 'not found': a first-level
// heading that names it, the document title, and a way back to its list; spec §2: a patient without visits or
// laboratory records or certificates sees the page's own empty text; spec §8: the imaging system not answering
// ('temporary-api-error') is 'This section is temporarily unavailable' in place of the results, the referrals still
// there. In every language. The e2e suite keeps one such path for the area (records-visits.spec.ts, a visit that is
// not hers); these are the others.
import { cleanup, screen, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import enCertificates from "../../../../locales/en/certificates.json"
import enRecords from "../../../../locales/en/records.json"
import fiCertificates from "../../../../locales/fi/certificates.json"
import svCertificates from "../../../../locales/sv/certificates.json"
import fiRecords from "../../../../locales/fi/records.json"
import svRecords from "../../../../locales/sv/records.json"
import type { Lang } from "../../../../src/domain/language.ts"
import { LaboratoryPage } from "../../../../src/features/records/views/laboratory/LaboratoryPage.tsx"
import { VisitsPage } from "../../../../src/features/records/views/visits/VisitsPage.tsx"
import { CertificatesPage } from "../../../../src/features/records/views/certificates/CertificatesPage.tsx"
import { ImagingPage } from "../../../../src/features/records/views/imaging/ImagingPage.tsx"
import { ImagingResultPage } from "../../../../src/features/records/views/imaging/ImagingResultPage.tsx"
import { ResultDayPage } from "../../../../src/features/records/views/laboratory/ResultDayPage.tsx"
import {
  ImagingReferralPage,
  LaboratoryReferralPage,
} from "../../../../src/features/records/views/referrals/ReferralPage.tsx"
import { VisitPage } from "../../../../src/features/records/views/visits/VisitPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiRecords, sv: svRecords, en: enRecords }

/** Every record source answers 404, as the sandbox does for a record of someone else's. */
const notFoundEverywhere = fakeStoreEnv({
  fetch: async () => Response.json({ message: "Not found" }, { status: 404 }),
})

type Case = {
  page: string
  view: ReactNode
  /** The page's address in a language, with its parameter's name and the value of a record that is not hers. */
  at: (lang: Lang) => { url: string; param: string; value: string }
  title: (lang: Lang) => string
  back: (lang: Lang) => { label: string; href: string }
}

const cases: Case[] = [
  {
    page: "a visit",
    view: <VisitPage />,
    at: (lang) => ({ url: buildPath("visit", lang, { id: "999999" }), param: "id", value: "999999" }),
    title: (lang) => texts[lang].visits.notFound,
    back: (lang) => ({ label: texts[lang].visits.allVisits, href: buildPath("visits", lang) }),
  },
  {
    page: "a laboratory result day",
    view: <ResultDayPage />,
    at: (lang) => ({
      url: buildPath("laboratoryResult", lang, { date: "2001-01-01" }),
      param: "date",
      value: "2001-01-01",
    }),
    title: (lang) => texts[lang].laboratory.notFound,
    back: (lang) => ({ label: texts[lang].referral.allLaboratory, href: buildPath("laboratory", lang) }),
  },
  {
    page: "a laboratory referral",
    view: <LaboratoryReferralPage />,
    at: (lang) => ({
      url: buildPath("laboratoryReferral", lang, { id: "999999" }),
      param: "id",
      value: "999999",
    }),
    title: (lang) => texts[lang].referral.notFound.laboratory,
    back: (lang) => ({ label: texts[lang].referral.allLaboratory, href: buildPath("laboratory", lang) }),
  },
  {
    page: "an imaging referral",
    view: <ImagingReferralPage />,
    at: (lang) => ({
      url: buildPath("imagingReferral", lang, { id: "999999" }),
      param: "id",
      value: "999999",
    }),
    title: (lang) => texts[lang].referral.notFound.imaging,
    back: (lang) => ({ label: texts[lang].referral.allImaging, href: buildPath("imaging", lang) }),
  },
  {
    page: "an imaging date",
    view: <ImagingResultPage />,
    at: (lang) => ({
      url: buildPath("imagingResult", lang, { imagingDate: "2001-01-01" }),
      param: "imagingDate",
      value: "2001-01-01",
    }),
    title: (lang) => texts[lang].imaging.notFound,
    back: (lang) => ({ label: texts[lang].referral.allImaging, href: buildPath("imaging", lang) }),
  },
]

describe("a record the patient does not have", () => {
  for (const { page, view, at, title, back } of cases)
    for (const lang of ["fi", "sv", "en"] as const)
      it(`${page} says so under its own title, with a way back (${lang})`, async () => {
        const { url, param, value } = at(lang)
        await renderView(view, {
          lang,
          namespaces: ["records"],
          env: notFoundEverywhere,
          path: url.replace(value, `:${param}`),
          url,
        })
        const heading = await screen.findByRole("heading", { level: 1, name: title(lang) })
        expect(heading).toBeTruthy()
        expect(document.title).toBe(`${title(lang)} – Aava`)
        const link = screen.getByRole("link", { name: back(lang).label })
        expect(link.getAttribute("href")).toBe(back(lang).href)
      })

  // the audit: the four record routes' 'Results were not found' shared one title; each names what is missing
  for (const lang of ["fi", "sv", "en"] as const)
    it(`names what was not found, a title of its own on each page (${lang})`, () => {
      const titles = cases.map(({ title }) => title(lang))
      expect(new Set(titles).size).toBe(cases.length)
    })
})

/** The record sources answer as they do for a patient who has none (the sandbox's Veera). */
const nothingRecorded = fakeStoreEnv({
  fetch: async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === "/api/visits") return Response.json({ visits: [] })
    if (pathname === "/api/laboratory") return Response.json({ referrals: [], resultDates: [] })
    if (pathname === "/api/certificates") return Response.json({ certificates: [] })
    throw new Error(`No answer for ${pathname} in this test`)
  },
})

describe("a patient without records", () => {
  for (const [page, view, routeId, empty] of [
    ["visits", <VisitsPage key="visits" />, "visits", (lang: Lang) => texts[lang].visits.empty],
    [
      "laboratory",
      <LaboratoryPage key="laboratory" />,
      "laboratory",
      (lang: Lang) => texts[lang].laboratory.empty,
    ],
  ] as const)
    for (const lang of ["fi", "sv", "en"] as const)
      it(`sees the ${page} list's empty text (${lang})`, async () => {
        const url = buildPath(routeId, lang)
        await renderView(view, { lang, namespaces: ["records"], env: nothingRecorded, path: url, url })
        expect(await screen.findByText(empty(lang), { exact: true })).toBeTruthy()
        expect(screen.getByRole("heading", { level: 1 })).toBeTruthy()
      })
})

describe("a patient without certificates", () => {
  const certificateTexts = { fi: fiCertificates, sv: svCertificates, en: enCertificates }
  for (const lang of ["fi", "sv", "en"] as const)
    it(`sees the certificates page's empty text (${lang})`, async () => {
      const url = buildPath("certificates", lang)
      await renderView(<CertificatesPage />, {
        lang,
        namespaces: ["certificates"],
        env: nothingRecorded,
        path: url,
        url,
      })
      const { empty } = certificateTexts[lang].certificates
      expect(await screen.findByText(empty, { exact: true })).toBeTruthy()
    })
})

describe("the imaging system not answering", () => {
  // the contract's example answer 'temporaryError' of getImaging
  const imagingDown = fakeStoreEnv({
    fetch: async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === "/api/imaging") return Response.json({ referrals: [], results: "temporary-api-error" })
      throw new Error(`No answer for ${pathname} in this test`)
    },
  })
  for (const lang of ["fi", "sv", "en"] as const)
    it(`shows the results as unavailable rather than empty, the referrals still there (${lang})`, async () => {
      const url = buildPath("imaging", lang)
      await renderView(<ImagingPage />, { lang, namespaces: ["records"], env: imagingDown, path: url, url })
      const { imaging, unavailable } = texts[lang]
      const results = await screen.findByRole("region", { name: imaging.results })
      expect(within(results).getByText(unavailable)).toBeTruthy()
      expect(within(results).queryAllByRole("listitem")).toHaveLength(0)
      expect(within(results).queryByText(imaging.noResults)).toBeNull()
      const referrals = screen.getByRole("region", { name: imaging.referrals })
      expect(within(referrals).getByText(imaging.noReferrals)).toBeTruthy()
    })
})
