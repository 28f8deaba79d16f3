// @vitest-environment happy-dom
// The front page's record blocks (spec messaging-records-payments §2 'Front page') in fi, sv and en: each block with
// its heading, items and 'show all' link, the renew link only with canRenewPrescriptions; a block whose source did not
// answer (null) says 'This section is temporarily unavailable' while the others show; a new customer is led to the
// new-customer page and sees the empty states, without a questionnaires block; the children's brand has no
// questionnaires block even with an open one in the answer. The e2e journey (records-front.spec.ts) runs in one
// language; the records area's one e2e error path is records-visits.spec.ts's visit that is not hers.
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enRecords from "../../../../locales/en/records.json"
import fiRecords from "../../../../locales/fi/records.json"
import svRecords from "../../../../locales/sv/records.json"
import type { Lang } from "../../../../src/domain/language.ts"
import { FrontPage } from "../../../../src/features/front/views/FrontPage.tsx"
import type { FrontPage as FrontPageAnswer } from "../../../../src/platform/api/schemas.ts"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiRecords, sv: svRecords, en: enRecords }
const LANGS = ["fi", "sv", "en"] as const

type Item = NonNullable<FrontPageAnswer["visitSummaries"]>[number]

const timelineItem = (id: string, title: string, link: Item["link"]): Item => ({
  id,
  avatar: { type: "service", name: "Aava" },
  title,
  subtitle: null,
  date: "2026-11-18",
  dateTime: null,
  validUntilDate: null,
  link,
  highlighted: false,
})

/** Aino's front page as the contract's 'regular' example has it, with an item in every block. */
const AINO: FrontPageAnswer = {
  customer: { firstName: "Aino" },
  mfaOnboardingParam: null,
  isNewCustomer: false,
  canRenewPrescriptions: true,
  appointmentSummaries: [],
  visitSummaries: [
    timelineItem("visit-48213", "Yleislääketiede", { route: "visit", params: { id: "48213" } }),
  ],
  prescriptions: [
    {
      id: "31877",
      medicineName: "Amlodipin Krka",
      strength: "5 mg",
      issuedDate: "2026-11-18",
      isRenewable: true,
      medicineType: "tabletti",
      packageUnit: "kpl",
      packageSize: 100,
      packageCount: 1,
      treatmentLength: 3,
      treatmentLengthUnit: "kk",
      totalAmount: 100,
      dosageGuide: "1 tabletti kerran päivässä",
      usageGuide: "Verenpaineeseen",
    },
  ],
  labResultSummaries: [
    timelineItem("laboratory-result-2026-11-18", "Laboratoriotulokset", {
      route: "laboratoryResult",
      params: { date: "2026-11-18" },
    }),
  ],
  questionnaireSummaries: [
    timelineItem("questionnaire-9071", "Terveyskysely", {
      route: "questionnaire",
      params: { invitationId: "9071" },
    }),
  ],
  imagingSummaries: [
    timelineItem("imaging-result-2026-11-18", "Kuvantamistulokset", {
      route: "imagingResult",
      params: { imagingDate: "2026-11-18" },
    }),
  ],
}

const NEW_CUSTOMER: FrontPageAnswer = {
  ...AINO,
  customer: { firstName: "Kalle" },
  isNewCustomer: true,
  canRenewPrescriptions: false,
  visitSummaries: [],
  prescriptions: [],
  labResultSummaries: [],
  questionnaireSummaries: [],
  imagingSummaries: [],
}

async function showFront(
  lang: Lang,
  answer: FrontPageAnswer,
  environment?: "children-development",
): Promise<void> {
  const env = fakeStoreEnv({
    fetch: async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === "/api/front-page") return Response.json(answer)
      throw new Error(`No answer for ${pathname} in this test`)
    },
  })
  const url = buildPath("front", lang)
  await renderView(<FrontPage />, {
    lang,
    namespaces: ["records", "appointments"],
    env,
    path: url,
    url,
    snapshot: environment ? { session: { lang, environment } } : undefined,
  })
  await screen.findByRole("region", { name: texts[lang].front.visits }, { timeout: 10_000 })
}

const block = (name: string) => screen.getByRole("region", { name })
const noBlock = (name: string) => expect(screen.queryByRole("region", { name })).toBeNull()

describe("the front page's record blocks", () => {
  for (const lang of LANGS) {
    const { front, unavailable } = texts[lang]

    it(`sum up Aino's records, each with its show-all link, and the renew link (${lang})`, async () => {
      await showFront(lang, AINO)
      const blocks = [
        [front.visits, front.visitsAll, "visits"],
        [front.prescriptions, front.prescriptionsAll, "prescriptions"],
        [front.laboratory, front.laboratoryAll, "laboratory"],
        [front.questionnaires, front.questionnairesAll, "questionnaires"],
        [front.imaging, front.imagingAll, "imaging"],
      ] as const
      for (const [name, showAll, routeId] of blocks) {
        const region = block(name)
        expect(within(region).getAllByRole("listitem").length).toBeGreaterThan(0)
        expect(within(region).getByRole("link", { name: showAll }).getAttribute("href")).toBe(
          buildPath(routeId, lang),
        )
      }
      expect(
        within(block(front.prescriptions)).getByRole("link", { name: front.renew }).getAttribute("href"),
      ).toBe(buildPath("prescriptions", lang))
      expect(within(block(front.questionnaires)).getByRole("link", { name: /Terveyskysely/ })).toBeTruthy()
    })

    it(`say which sources did not answer while the others show (${lang})`, async () => {
      await showFront(lang, {
        ...AINO,
        labResultSummaries: null,
        visitSummaries: null,
        imagingSummaries: null,
      })
      for (const name of [front.laboratory, front.visits, front.imaging]) {
        const region = block(name)
        expect(within(region).getByText(unavailable)).toBeTruthy()
        expect(within(region).queryAllByRole("listitem")).toHaveLength(0)
      }
      // the show-all link stays with a block that is unavailable
      expect(within(block(front.imaging)).getByRole("link", { name: front.imagingAll })).toBeTruthy()
      expect(within(block(front.prescriptions)).getAllByRole("listitem")).toHaveLength(1)
      expect(within(block(front.questionnaires)).getAllByRole("listitem")).toHaveLength(1)
    })

    it(`have no renew link without renewal (${lang})`, async () => {
      await showFront(lang, { ...AINO, canRenewPrescriptions: false })
      const prescriptions = block(front.prescriptions)
      expect(within(prescriptions).getAllByRole("listitem")).toHaveLength(1)
      expect(within(prescriptions).queryByRole("link", { name: front.renew })).toBeNull()
    })

    it(`lead a new customer to the new-customer page and show the empty states (${lang})`, async () => {
      await showFront(lang, NEW_CUSTOMER)
      expect(screen.getByRole("link", { name: front.newCustomerLink }).getAttribute("href")).toBe(
        buildPath("newCustomer", lang),
      )
      expect(within(block(front.visits)).getByText(front.visitsEmpty)).toBeTruthy()
      expect(within(block(front.prescriptions)).getByText(front.prescriptionsEmpty)).toBeTruthy()
      expect(within(block(front.laboratory)).getByText(front.laboratoryEmpty)).toBeTruthy()
      expect(within(block(front.imaging)).getByText(front.imagingEmpty)).toBeTruthy()
      // no open questionnaires: no block
      noBlock(front.questionnaires)
    })
  }

  it("in the children's brand have no questionnaires block, even with an open questionnaire in the answer", async () => {
    await showFront("fi", AINO, "children-development")
    expect(block(texts.fi.front.visits)).toBeTruthy()
    noBlock(texts.fi.front.questionnaires)
  })
})
