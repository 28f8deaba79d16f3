// Shared steps of the invoices spec: the texts and addresses in the three languages, reading the list's pages as the
// server answered them, checking that the page shows what it was given, the PDF download, and reflow at 320 px.
import { readFile } from "node:fs/promises"
import type { Locator, Page, Response } from "@playwright/test"
import enInvoices from "../../../locales/en/invoices.json" with { type: "json" }
import fiInvoices from "../../../locales/fi/invoices.json" with { type: "json" }
import svInvoices from "../../../locales/sv/invoices.json" with { type: "json" }
import { formatEuros } from "../../../src/kit/ui/format/money.ts"
import { expect, texts as healthTexts, type Lang } from "./healthSupport.ts"

export const LANGS = ["fi", "sv", "en"] as const satisfies Lang[]
export const invoiceTexts = { fi: fiInvoices, sv: svInvoices, en: enInvoices } as const
export const paths = {
  invoices: { fi: "/fi/laskut", sv: "/sv/fakturor", en: "/en/invoices" },
  summary: { fi: "/fi/laskun-yhteenveto", sv: "/sv/fakturasammanfattning", en: "/en/invoice-summary" },
  payment: { fi: "maksu", sv: "betalning", en: "payment" },
} as const

export type Status = keyof typeof enInvoices.statuses
export type ListItem = {
  id: string
  invoiceNumber: string
  status: Status
  sumCents: number
  canBePaidOnline: boolean
  payableOnlineUntil: string | null
  visit: { date: string; service: string; practitionerName: string | null; clinicName: string | null }
}
export type OpenTotal = { count: number; sumCents: number; overdueSumCents: number }
export type InvoicePage = { page: number; totalCount: number; openTotal: OpenTotal; invoices: ListItem[] }

export const isListPage = (page: number) => (response: Response) => {
  const url = new URL(response.url())
  return url.pathname === "/api/invoices" && (url.searchParams.get("page") ?? "1") === String(page)
}

/** The item of the list headed by the invoice's service and number ("Yleislääkärin vastaanotto Lasku 3040512"). */
export function itemOf(page: Page, lang: Lang, invoiceNumber: string): Locator {
  const t = invoiceTexts[lang].list
  return page
    .getByRole("list", { name: t.listLabel })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", {
        level: 2,
        name: new RegExp(` ${t.invoice.replace("{{number}}", invoiceNumber)}$`),
      }),
    })
}

/** The heading area's total open amount as the server counted it (issue 31): the sum, and the overdue part. */
export async function expectOpenTotal(page: Page, lang: Lang, total: OpenTotal): Promise<void> {
  const t = invoiceTexts[lang].openTotal
  const area = page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::*[1]")
  if (total.count === 0) {
    await expect(area).toHaveText(t.none)
    return
  }
  await expect(area).toHaveAccessibleName(t.label)
  const sumTerm = (total.count === 1 ? t.sum_one : t.sum_other).replace("{{count}}", String(total.count))
  await expect(area.getByRole("term").first()).toHaveText(sumTerm)
  await expect(area.getByRole("definition").first()).toHaveText(formatEuros(total.sumCents / 100, lang))
  await expect(area.getByText(t.overdue, { exact: true })).toHaveCount(total.overdueSumCents > 0 ? 1 : 0)
}

/** Open and payable online for well over the test's run (so no moment of the day makes it close midway). */
async function clearlyPayable(page: Page, invoice: ListItem): Promise<boolean> {
  if (invoice.status !== "open" || !invoice.canBePaidOnline || invoice.payableOnlineUntil === null)
    return false
  const now = await page.evaluate(() => Date.now())
  return Date.parse(invoice.payableOnlineUntil) > now + 10 * 60_000
}

/** Every invoice the server gave for the page is on show as it says: number, sum, status by text and icon, notes. */
export async function expectListShows(page: Page, lang: Lang, data: InvoicePage): Promise<void> {
  const t = invoiceTexts[lang]
  await expect(page.getByRole("list", { name: t.list.listLabel }).getByRole("listitem")).toHaveCount(
    data.invoices.length,
  )
  for (const invoice of data.invoices) {
    const item = itemOf(page, lang, invoice.invoiceNumber)
    // what it was for: the service heads it, with the visit's day and who or where gave it
    await expect(item.getByRole("heading", { level: 2 })).toHaveText(
      `${invoice.visit.service} ${t.list.invoice.replace("{{number}}", invoice.invoiceNumber)}`,
    )
    const giver = [invoice.visit.practitionerName, invoice.visit.clinicName].filter(Boolean).join(", ")
    expect(giver, `invoice ${invoice.invoiceNumber} names who or where`).not.toBe("")
    await expect(item.getByText(giver, { exact: true })).toBeVisible()
    await expect(item.getByText(formatEuros(invoice.sumCents / 100, lang), { exact: true })).toBeVisible()
    const status = item.locator(".invoice-status")
    await expect(status).toHaveText(t.statuses[invoice.status])
    await expect(status.locator("svg[aria-hidden='true']")).toBeVisible()
    await expect(item.getByText(t.contact.debtCollection)).toHaveCount(invoice.status === "overdue" ? 1 : 0)
    await expect(item.getByText(t.contact.billingEmail)).toHaveCount(
      invoice.status === "notAvailable" ? 1 : 0,
    )
    if (invoice.status === "notAvailable") {
      await expect(item.getByRole("link", { name: "laskutus@aava.example" })).toHaveAttribute(
        "href",
        "mailto:laskutus@aava.example",
      )
    }
    const pay = item.getByRole("link", { name: new RegExp(`^${t.payOnline.pay}`) })
    const payable = invoice.status === "open" && invoice.canBePaidOnline
    if (!payable) await expect(pay).toHaveCount(0)
    if (await clearlyPayable(page, invoice)) {
      await expect(pay).toHaveAttribute(
        "href",
        `/${lang}/${pathWords(lang)}/${invoice.invoiceNumber}/${paths.payment[lang]}`,
      )
    }
    await expect(item.getByRole("link", { name: new RegExp(`^${t.list.summary}`) })).toHaveAttribute(
      "href",
      `${paths.summary[lang]}/${invoice.id}`,
    )
  }
}

/** Goes to page `n` of the list by its link in the pagination; the server's answer for it. */
export async function openListPage(page: Page, lang: Lang, n: number): Promise<InvoicePage> {
  const answered = page.waitForResponse(isListPage(n))
  await page
    .getByRole("navigation", { name: invoiceTexts[lang].list.pages })
    .getByRole("link", {
      name: healthTexts[lang].common.pagination.page.replace("{{page}}", String(n)),
      exact: true,
    })
    .click()
  const data = (await (await answered).json()) as InvoicePage
  await expect(page).toHaveURL(new RegExp(`${paths.invoices[lang]}\\?page=${n}$`))
  return data
}

/** The first paid invoice of the list (paid ones stay paid), from page 1 on; the list shows its page. */
export async function findPaid(page: Page, lang: Lang, firstPage: InvoicePage): Promise<ListItem> {
  let data = firstPage
  for (let n = 1; ; n++) {
    const paid = data.invoices.find((invoice) => invoice.status === "paid")
    if (paid) return paid
    expect(n * 10, "Aino has a paid invoice").toBeLessThan(data.totalCount)
    data = await openListPage(page, lang, n + 1)
  }
}

/** Downloads the PDF of the page's first paid invoice, if it has one: the file's name and its first bytes. */
export async function downloadPaid(page: Page, lang: Lang, data: InvoicePage): Promise<boolean> {
  const paid = data.invoices.find((invoice) => invoice.status === "paid")
  if (!paid) return false
  const t = invoiceTexts[lang].list
  const downloading = page.waitForEvent("download")
  await itemOf(page, lang, paid.invoiceNumber)
    .getByRole("link", { name: new RegExp(`^${t.download}`) })
    .click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${t.filename}-${paid.invoiceNumber}.pdf`)
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
  return true
}

const pathWords = (lang: Lang) => paths.invoices[lang].split("/")[2]!
