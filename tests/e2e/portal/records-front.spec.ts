// The front page's record blocks (spec messaging-records-payments §2 'Front page'): visits, prescriptions (renew
// link only with canRenewPrescriptions), laboratory, questionnaires when present, imaging; each with 'show all' and
// its empty state; one block whose source does not answer says 'This section is temporarily unavailable' while the
// others show (the sandbox's x-sandbox-unavailable header on the front page's call); a new customer is led to the
// new-customer page. Axe on every state; fi, sv, en.
import type { Page } from "@playwright/test"
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, texts, type Lang } from "./recordsSupport.ts"

test.describe.configure({ timeout: 120_000 })

const isFrontPageCall = (url: URL) => url.pathname === "/api/front-page"

/** The front page's call answers with `sources` as not answering (sandbox/records/frontPage.ts). */
async function withUnavailable(page: Page, sources: string) {
  await page.route(isFrontPageCall, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-sandbox-unavailable": sources } }),
  )
}

const block = (page: Page, name: string) => page.getByRole("region", { name, exact: true })

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "sv"
  test(`Aino's front page sums up her records with show-all links (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { front } = texts[lang].records
    await logIn(page, "aino", `/${lang}`, { lang })
    const blocks = [
      [front.visits, front.visitsAll],
      [front.prescriptions, front.prescriptionsAll],
      [front.laboratory, front.laboratoryAll],
      [front.questionnaires, front.questionnairesAll],
      [front.imaging, front.imagingAll],
    ] as const
    for (const [name, showAll] of blocks) {
      const region = block(page, name)
      await expect(region.getByRole("listitem").first()).toBeVisible()
      await expect(region.getByRole("link", { name: showAll })).toBeVisible()
    }
    await expect(block(page, front.prescriptions).getByRole("link", { name: front.renew })).toBeVisible()
    await expectAccessible(`front page blocks, ${lang}`)
  })
}

test("every record page opens from its front-page block", async ({ page }) => {
  const { front } = texts.en.records
  await logIn(page, "aino", "/en")
  await block(page, front.visits).getByRole("listitem").first().getByRole("link").click()
  await expect(page).toHaveURL(/\/en\/visits\/[0-9]+$/)
  await page.goBack()
  await block(page, front.visits).getByRole("link", { name: front.visitsAll }).click()
  await expect(page).toHaveURL(/\/en\/visits$/)
  await page.goBack()
  await block(page, front.laboratory).getByRole("listitem").first().getByRole("link").click()
  await expect(page).toHaveURL(/\/en\/laboratory(result\/\d{4}-\d{2}-\d{2}|referral\/[0-9]+)$/)
  await page.goBack()
  await block(page, front.laboratory).getByRole("link", { name: front.laboratoryAll }).click()
  await expect(page).toHaveURL(/\/en\/laboratory$/)
  await page.goBack()
  await block(page, front.imaging).getByRole("listitem").first().getByRole("link").click()
  await expect(page).toHaveURL(/\/en\/imaging(\/\d{4}-\d{2}-\d{2}|referral\/[0-9]+)$/)
  await page.goBack()
  await block(page, front.imaging).getByRole("link", { name: front.imagingAll }).click()
  await expect(page).toHaveURL(/\/en\/imaging$/)
  await page.goBack()
  await expect(
    block(page, front.prescriptions).getByRole("link", { name: front.prescriptionsAll }),
  ).toHaveAttribute("href", "/en/prescriptions")
  await expect(
    block(page, front.questionnaires).getByRole("listitem").first().getByRole("link"),
  ).toHaveAttribute("href", /^\/en\/questionnaires\/[0-9]+$/)
})

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "en"
  test(`a block whose source does not answer says so while the others show (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { records } = texts[lang]
    await withUnavailable(page, "imaging")
    await logIn(page, "aino", `/${lang}`, { lang })
    await expect(block(page, records.front.imaging).getByText(records.unavailable)).toBeVisible()
    await expect(
      block(page, records.front.imaging).getByRole("link", { name: records.front.imagingAll }),
    ).toBeVisible()
    await expect(block(page, records.front.visits).getByRole("listitem").first()).toBeVisible()
    await expect(block(page, records.front.laboratory).getByRole("listitem").first()).toBeVisible()
    await expectAccessible(`front page with imaging unavailable, ${lang}`)
  })
}

test("the laboratory and visits sources failing leave prescriptions and imaging on show", async ({
  page,
}) => {
  const { records } = texts.sv
  await withUnavailable(page, "laboratory,visits")
  await logIn(page, "aino", "/sv", { lang: "sv" })
  await expect(block(page, records.front.laboratory).getByText(records.unavailable)).toBeVisible()
  await expect(block(page, records.front.visits).getByText(records.unavailable)).toBeVisible()
  await expect(block(page, records.front.prescriptions).getByRole("listitem").first()).toBeVisible()
  await expect(block(page, records.front.imaging).getByRole("listitem").first()).toBeVisible()
})

test("without renewal the prescriptions block has no renew link", async ({ page }) => {
  const { front } = texts.en.records
  await page.route(isFrontPageCall, async (route) => {
    const answer = await route.fetch()
    route.fulfill({ response: answer, json: { ...(await answer.json()), canRenewPrescriptions: false } })
  })
  await logIn(page, "aino", "/en")
  await expect(block(page, front.prescriptions).getByRole("listitem").first()).toBeVisible()
  await expect(block(page, front.prescriptions).getByRole("link", { name: front.renew })).toHaveCount(0)
})

test("a new customer is led to the new-customer page and sees the empty states", async ({
  page,
  expectAccessible,
}) => {
  const { front } = texts.en.records
  // Kalle has no visits or events, and the one test that changes him (his contact details) books nothing
  await logIn(page, "kalle", "/en")
  await expect(page.getByRole("link", { name: front.newCustomerLink })).toHaveAttribute(
    "href",
    "/en/new-customer",
  )
  await expect(block(page, front.visits).getByText(front.visitsEmpty)).toBeVisible()
  await expect(block(page, front.prescriptions).getByText(front.prescriptionsEmpty)).toBeVisible()
  await expect(block(page, front.laboratory).getByText(front.laboratoryEmpty)).toBeVisible()
  await expect(block(page, front.imaging).getByText(front.imagingEmpty)).toBeVisible()
  // no open questionnaires: no block
  await expect(block(page, front.questionnaires)).toHaveCount(0)
  await expectAccessible("a new customer's front page, en")
})

test.describe("the children's brand", () => {
  test.use({ environment: "children-development" })

  test("has no questionnaires block, even with an open questionnaire in the answer", async ({
    page,
    expectAccessible,
  }) => {
    const { front } = texts.fi.records
    await page.route(isFrontPageCall, async (route) => {
      const answer = await route.fetch()
      const body = await answer.json()
      const questionnaire = {
        id: "questionnaire-9071",
        avatar: { type: "service", name: "Lastenklinikka" },
        title: "Terveyskysely",
        subtitle: null,
        date: "2026-11-20",
        dateTime: null,
        validUntilDate: null,
        link: { route: "questionnaire", params: { invitationId: "9071" } },
        highlighted: true,
      }
      route.fulfill({ response: answer, json: { ...body, questionnaireSummaries: [questionnaire] } })
    })
    await logIn(page, "mikko", "/fi", { lang: "fi" })
    await expect(block(page, front.visits)).toBeVisible()
    await expect(block(page, front.questionnaires)).toHaveCount(0)
    await expectAccessible("children's brand front page, fi")
  })
})
