// Invoices (issue 17 points 1, 2; spec booking §2, §7, §8, §9; messaging §2, §3, §7, §8): the list 10 a page with
// number, dates, sum and status by text and icon, whom to contact for an overdue or a not-available invoice, the
// payment link while payable online, the PDF download, and the invoice summary. Axe on every state; fi, sv, en.
// Nothing is paid here (the payment spec pays); statuses are checked against what the server answered, so another
// spec paying an open invoice in parallel changes nothing.
import fiInvoices from "../../../locales/fi/invoices.json" with { type: "json" }
import { SEED_INVOICES } from "../../../sandbox/payments/invoiceSeed.ts"
import { formatEuros } from "../../../src/kit/ui/format/money.ts"
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, texts as healthTexts, type Lang } from "./healthSupport.ts"
import {
  downloadPaid,
  expectListShows,
  expectOpenTotal,
  findPaid,
  invoiceTexts,
  isListPage,
  itemOf,
  openListPage,
  paths,
  type InvoicePage,
  type Status,
} from "./invoicesSupport.ts"
import { viaMenu } from "./recordsSupport.ts"
import { expectReflow, NARROW } from "./reflowSupport.ts"

test.describe.configure({ timeout: 120_000 })

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "fi"
  test(`Aino opens her invoices from the menu, pages through them and downloads one as a PDF (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const t = invoiceTexts[lang]
    await logIn(page, "aino", `/${lang}`, { lang })
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const firstPage = page.waitForResponse(isListPage(1))
    await viaMenu(page, lang, healthTexts[lang].shell.menu.invoices)
    await expect(page).toHaveURL(paths.invoices[lang])
    const data = (await (await firstPage).json()) as InvoicePage
    await expect(page.getByRole("heading", { level: 1, name: t.list.title })).toBeVisible()
    await expect(page).toHaveTitle(`${healthTexts[lang].shell.pageTitles.invoices} – Aava`)
    expect(data.invoices, "Aino's first page is full").toHaveLength(10)
    expect(data.totalCount, "the seed gives Aino more than one page").toBeGreaterThan(10)
    await expectListShows(page, lang, data)
    // the total open amount over all pages, under the heading (Aino has open and overdue ones in the seed)
    expect(data.openTotal.overdueSumCents, "Aino has an overdue invoice").toBeGreaterThan(0)
    await expectOpenTotal(page, lang, data.openTotal)
    await expectAccessible(`invoices page 1, ${lang}`)

    // every page in turn, by the page links (the page is in the address); the PDF of the first paid invoice met
    // (paid ones stay paid), named by its number
    const seen = new Set<Status>(data.invoices.map((invoice) => invoice.status))
    let downloaded = await downloadPaid(page, lang, data)
    const pageCount = Math.ceil(data.totalCount / 10)
    for (let n = 2; n <= pageCount; n++) {
      const next = await openListPage(page, lang, n)
      await expect(page.getByRole("status").filter({ hasText: String(data.totalCount) })).toContainText(
        String((n - 1) * 10 + 1),
      )
      await expectListShows(page, lang, next)
      await expectAccessible(`invoices page ${n}, ${lang}`)
      for (const invoice of next.invoices) seen.add(invoice.status)
      downloaded ||= await downloadPaid(page, lang, next)
    }
    expect(downloaded, "Aino has a paid invoice").toBe(true)
    // the seed gives Aino every status but open (which the payment spec may change) over her pages
    for (const status of [
      "overdue",
      "paid",
      "paper",
      "refundInProgress",
      "refunded",
      "notAvailable",
    ] as const) {
      expect(seen, `Aino has a ${status} invoice`).toContain(status)
    }
    // back keeps the page in the address
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${paths.invoices[lang]}(\\?page=${pageCount - 1})?$`))
  })
}

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "sv"
  test(`Aino opens the summary of a paid invoice (${lang})`, async ({ page, expectAccessible }) => {
    const t = invoiceTexts[lang]
    const firstPage = page.waitForResponse(isListPage(1))
    await logIn(page, "aino", paths.invoices[lang], { lang })
    const paid = await findPaid(page, lang, (await (await firstPage).json()) as InvoicePage)
    const summaryAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/invoices/invoice-summary",
    )
    await itemOf(page, lang, paid.invoiceNumber)
      .getByRole("link", { name: new RegExp(`^${t.list.summary}`) })
      .click()
    const { invoice } = (await (await summaryAnswer).json()) as {
      invoice: { rows: { description: string }[]; sumCents: number; buyerName: string }
    }
    await expect(page).toHaveURL(`${paths.summary[lang]}/${paid.id}`)
    await expect(page.getByRole("heading", { level: 1, name: t.summary.title })).toBeVisible()
    await expect(page).toHaveTitle(`${healthTexts[lang].shell.pageTitles.invoiceSummary} – Aava`)
    await expect(page.getByText(paid.invoiceNumber, { exact: true })).toBeVisible()
    await expect(page.locator(".invoice-status")).toHaveText(t.statuses.paid)
    await expect(page.getByRole("region", { name: t.summary.buyer })).toContainText("Aino Virtanen")
    const rows = page.getByRole("region", { name: t.summary.rows }).getByRole("listitem")
    await expect(rows).toHaveCount(invoice.rows.length)
    await expect(rows.first().getByRole("heading", { level: 3 })).toHaveText(invoice.rows[0]!.description)
    for (const label of [t.summary.count, t.summary.unitPrice, t.summary.rowDate, t.summary.vat]) {
      await expect(rows.first().getByText(label, { exact: true })).toBeVisible()
    }
    await expect(page.locator(".invoice-summary__total")).toContainText(
      formatEuros(invoice.sumCents / 100, lang),
    )
    await expect(page.getByRole("link", { name: t.payOnline.pay })).toHaveCount(0)
    await expectAccessible(`invoice summary, paid, ${lang}`)
    await page.getByRole("link", { name: t.summary.allInvoices }).click()
    await expect(page.getByRole("heading", { level: 1, name: t.list.title })).toBeVisible()
  })
}

test("the summary of an invoice payable online has the pay button to its payment page", async ({
  page,
  expectAccessible,
}) => {
  const t = invoiceTexts.en
  // an invoice of Aino's, answered as open and payable for another day, whatever another spec has paid meanwhile
  const seeded = SEED_INVOICES.find((invoice) => invoice.personaId === "aino" && invoice.payableOnline)!
  await page.route(
    (url) => url.pathname === "/api/invoices/invoice-summary",
    async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { invoice: Record<string, unknown> }
      const until = new Date((await page.evaluate(() => Date.now())) + 86_400_000).toISOString()
      body.invoice = {
        ...body.invoice,
        status: "open",
        paidDate: null,
        canBePaidOnline: true,
        payableOnlineUntil: until,
      }
      await route.fulfill({ response: answer, json: body })
    },
  )
  await logIn(page, "aino", `${paths.summary.en}/${seeded.id}`)
  await expect(page.getByRole("heading", { level: 1, name: t.summary.title })).toBeVisible()
  await expect(page.locator(".invoice-status")).toHaveText(t.statuses.open)
  await expect(page.getByRole("link", { name: t.payOnline.pay })).toHaveAttribute(
    "href",
    `/en/invoices/${seeded.invoiceNumber}/payment`,
  )
  await expectAccessible("invoice summary, payable online")
})

test("a failed load shows the error with a retry, and the retry loads the list", async ({
  page,
  expectAccessible,
}) => {
  const { common } = healthTexts.fi
  let failures = 1
  await page.route(
    (url) => url.pathname === "/api/invoices",
    (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, json: { type: "unknownError" } }) : route.fallback(),
  )
  await logIn(page, "aino", paths.invoices.fi, { lang: "fi" })
  await expect(page.getByRole("heading", { level: 1, name: fiInvoices.list.title })).toBeVisible()
  await expect(page.getByRole("alert")).toContainText(common.errors.generic.title)
  await expectAccessible("invoices, load failed")
  await page.getByRole("button", { name: common.actions.retry }).click()
  await expect(page.getByRole("list", { name: fiInvoices.list.listLabel }).getByRole("listitem")).toHaveCount(
    10,
  )
})

test.describe("at 320 px", () => {
  test.use({ viewport: NARROW })
  {
    // one language per journey, rotated across the specs; the other languages' texts and formats are held by
    // the locale checks and the view tests
    const lang: Lang = "en"
    test(`the invoices and a summary reflow (${lang})`, async ({ page }) => {
      const firstPage = page.waitForResponse(isListPage(1))
      await logIn(page, "aino", paths.invoices[lang], { lang })
      const data = (await (await firstPage).json()) as InvoicePage
      await expect(page.getByRole("list", { name: invoiceTexts[lang].list.listLabel })).toBeVisible()
      await expectReflow(page, `invoices page 1 ${lang}`)
      await page.goto(`${paths.invoices[lang]}?page=2`)
      await expect(page.getByRole("list", { name: invoiceTexts[lang].list.listLabel })).toBeVisible()
      await expectReflow(page, `invoices page 2 ${lang}`)
      await page.goto(`${paths.summary[lang]}/${data.invoices[0]!.id}`)
      await expect(page.getByRole("region", { name: invoiceTexts[lang].summary.rows })).toBeVisible()
      await expectReflow(page, `invoice summary ${lang}`)
    })
  }
})
