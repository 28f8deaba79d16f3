// Prescriptions and their renewal (spec messaging-records-payments §2, §3, §4, §5, §8, §9): the list with its
// subtitles, 'Non-renewable prescription' without a checkbox, choosing one, several or all; the renewal form that
// refuses to send until every question is answered, then sends one composed message as a new conversation (en); the
// failure that keeps the answers (fi), and the renewal requests that did not load (fi); the answers survive a reload, and the request shows as sent on the list
// page with its thread titled in English. Axe on every state. The list in each language, the list without renewal and
// the offline message in messaging maintenance are component tests
// (tests/unit/views/prescriptions/prescriptionStates.test.tsx).
import type { Locator, Page } from "@playwright/test"
import enMessaging from "../../../locales/en/messaging.json" with { type: "json" }
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect, paths, texts, threadOfPatient, type Lang } from "./healthSupport.ts"

test.describe.configure({ timeout: 120_000 })

const prescriptionList = (page: Page, lang: Lang = "en") =>
  page.getByRole("list", { name: texts[lang].prescriptions.list.listLabel })
/** A mouse user's click on a checkbox: react-aria's input is visually hidden, its label is the target. */
const clickBox = (_page: Page, box: Locator) => box.locator("xpath=ancestor::label[1]").click()
const chooseBoxes = (page: Page, lang: Lang = "en") =>
  prescriptionList(page, lang).getByRole("checkbox", {
    name: new RegExp(`^${texts[lang].prescriptions.list.choose}`),
  })

test("Aino renews two prescriptions: the form refuses until complete, then the request is in her conversations", async ({
  page,
  expectAccessible,
}) => {
  const { list, renewal } = texts.en.prescriptions
  await logIn(page, "aino", paths.prescriptions.en)
  await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible()
  const items = prescriptionList(page).getByRole("listitem")
  await expect(items.first()).toBeVisible()
  // the subtitle: type · count X size · total with unit · treatment length with unit
  await expect(
    items.filter({ hasText: "Amlodipin Krka 5 mg" }).getByText("tablet · 1 X 100 · 100 pcs · 3 months"),
  ).toBeVisible()
  // non-renewable ones say so and have no checkbox
  const nonRenewable = items.filter({ hasText: list.nonRenewable })
  await expect(nonRenewable.first()).toBeVisible()
  await expect(nonRenewable.getByRole("checkbox")).toHaveCount(0)
  const boxes = chooseBoxes(page)
  expect(await boxes.count()).toBeGreaterThanOrEqual(2)
  expect(await boxes.count()).toBe((await items.count()) - (await nonRenewable.count()))
  await expectAccessible("prescriptions list")

  // the renew button stays reachable with nothing chosen, and says what is missing
  const renew = page.getByRole("button", { name: list.renew })
  await expect(renew).toHaveAttribute("aria-disabled", "true")
  await renew.click({ force: true })
  await expect(page.getByRole("alert").filter({ hasText: list.noneSelected })).toBeVisible()
  await expect(page).toHaveURL(/\/en\/prescriptions$/)

  // select all, then untick it: the choice clears
  const selectAll = page.getByRole("checkbox", { name: list.selectAll })
  await clickBox(page, selectAll)
  for (const box of await boxes.all()) await expect(box).toBeChecked()
  await clickBox(page, selectAll)
  for (const box of await boxes.all()) await expect(box).not.toBeChecked()

  // two of them
  await clickBox(page, boxes.nth(0))
  await expect(boxes.nth(0)).toBeChecked()
  await expect(selectAll).not.toBeChecked()
  // by keyboard: the box takes focus and Space ticks it
  await boxes.nth(1).focus()
  await page.keyboard.press("Space")
  await expect(boxes.nth(1)).toBeChecked()
  await expect(page.getByRole("status").filter({ hasText: "2 prescriptions chosen" })).toBeVisible()
  await expectAccessible("prescriptions, two chosen")
  await renew.click()
  await expect(page).toHaveURL(/\/en\/prescription-renewal\/[0-9]+,[0-9]+$/)
  await expect(page.getByRole("heading", { level: 1, name: renewal.title })).toBeFocused()
  await expectAccessible("renewal form")

  // a press sends nothing: the unanswered questions are marked and listed under the summary
  const send = page.getByRole("button", { name: renewal.send })
  await expect(send).toHaveAttribute("aria-disabled", "true")
  await send.click({ force: true })
  const summary = page.locator("#renewal-summary")
  await expect(summary).toBeFocused()
  await expect(summary.getByRole("heading", { name: renewal.summaryTitle })).toBeVisible()
  // 2 × (reason, run out, side effects) + other medicines
  await expect(summary.getByRole("link")).toHaveCount(7)
  await expect(page.getByText(renewal.answerRequired)).toHaveCount(7)
  await expectAccessible("renewal form, unanswered questions marked")
  await summary.getByRole("link").first().click()
  await expect(page.getByRole("textbox", { name: renewal.questions.reason }).first()).toBeFocused()

  const sections = page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 2, name: /^\d\. / }) })
  await expect(sections).toHaveCount(2)
  const first = sections.nth(0)
  const second = sections.nth(1)
  await first.getByRole("textbox", { name: renewal.questions.reason }).fill("Blood pressure, daily")
  await first
    .getByRole("group", { name: renewal.questions.runOut })
    .getByRole("radio", { name: renewal.no })
    .check()
  // the follow-up asks how much is left
  await first.getByRole("textbox", { name: renewal.questions.remaining }).fill("Ten tablets, ten days")
  await first
    .getByRole("group", { name: renewal.questions.sideEffects })
    .getByRole("radio", { name: renewal.no })
    .check()
  await expect(first.getByRole("textbox", { name: renewal.questions.sideEffectsDescription })).toHaveCount(0)
  await second.getByRole("textbox", { name: renewal.questions.reason }).fill("Needed for the winter")
  await second
    .getByRole("group", { name: renewal.questions.runOut })
    .getByRole("radio", { name: renewal.yes })
    .check()
  await expect(second.getByRole("textbox", { name: renewal.questions.remaining })).toHaveCount(0)
  await second
    .getByRole("group", { name: renewal.questions.sideEffects })
    .getByRole("radio", { name: renewal.yes })
    .check()
  // still one unanswered: the side effects' follow-up, and the general question
  await expect(summary.getByRole("link")).toHaveCount(2)
  await second.getByRole("textbox", { name: renewal.questions.sideEffectsDescription }).fill("Mild headache")
  await page.getByRole("textbox", { name: renewal.otherMedicines }).fill("Vitamin D")
  await expect(summary).toHaveCount(0)
  await expect(send).not.toHaveAttribute("aria-disabled", "true")
  await expectAccessible("renewal form, complete")
  // nothing typed is lost: a reload brings the answers back from the tab's drafts
  await page.reload()
  await expect(first.getByRole("textbox", { name: renewal.questions.reason })).toHaveValue(
    "Blood pressure, daily",
  )
  await expect(second.getByRole("textbox", { name: renewal.questions.sideEffectsDescription })).toHaveValue(
    "Mild headache",
  )
  await expect(page.getByRole("textbox", { name: renewal.otherMedicines })).toHaveValue("Vitamin D")

  await send.click()
  await expect(page.getByRole("heading", { level: 1, name: renewal.sentTitle })).toBeFocused()
  await expect(page.getByText("We will reply within 1-3 business days.")).toBeVisible()
  await expect(page).toHaveTitle(`${renewal.sentTitle} – Aava`)
  await expectAccessible("renewal sent")
  const threadLink = page.getByRole("link", { name: renewal.openThread })
  const href = await threadLink.getAttribute("href")
  expect(href).toMatch(/^\/en\/conversations\/[0-9]+$/)

  // the new conversation, as the messaging service has it: titled in Finnish, with the composed answers
  const thread = await threadOfPatient(page, href!.split("/").at(-1)!)
  expect(thread?.title).toBe("Reseptin uusimispyyntö")
  const content = thread!.messages.items[0]!.content
  expect(content).toContain(renewal.messageHeading)
  for (const answer of [
    "Blood pressure, daily",
    "Ten tablets, ten days",
    "Needed for the winter",
    "Mild headache",
    "Vitamin D",
  ]) {
    expect(content).toContain(answer)
  }
  expect(content).toMatch(/^1\. .+\n/m)
  expect(content).toMatch(/^2\. .+\n/m)
  await threadLink.click()
  await expect(page).toHaveURL(href!)
  // the thread is titled in the patient's language, on its page and in the conversations list
  const messaging = enMessaging
  await expect(page.getByRole("heading", { level: 1, name: messaging.renewalTitle })).toBeVisible()
  await page.getByRole("link", { name: messaging.thread.back }).click()
  const conversation = page.getByRole("link", { name: messaging.renewalTitle }).first()
  await expect(conversation).toBeVisible()
  await expect(page.getByRole("link", { name: "Reseptin uusimispyyntö" })).toHaveCount(0)

  // the prescriptions page lists the request as sent, leading to its thread
  await page.goto(paths.prescriptions.en)
  const { sent } = texts.en.prescriptions
  const requests = page.getByRole("region", { name: sent.title })
  const request = requests.getByRole("listitem").filter({ has: page.locator(`a[href="${href}"]`) })
  await expect(request).toContainText(sent.state.sent)
  await expectAccessible("prescriptions, the renewal requests sent")
})

/** On the list: the first renewable prescription chosen, and on to the renewal page. */
async function openRenewalOfFirstRenewable(page: Page, lang: Lang): Promise<void> {
  await clickBox(page, chooseBoxes(page, lang).first())
  await page.getByRole("button", { name: texts[lang].prescriptions.list.renew }).click()
  await expect(page).toHaveURL(new RegExp(`^[^?]*${paths.renewal[lang]}/[0-9]+$`))
}

async function answerAll(page: Page, lang: Lang): Promise<void> {
  const { renewal } = texts[lang].prescriptions
  await page.getByRole("textbox", { name: renewal.questions.reason }).fill("Tarvitsen")
  await page
    .getByRole("group", { name: renewal.questions.runOut })
    .getByRole("radio", { name: renewal.yes })
    .check()
  await page
    .getByRole("group", { name: renewal.questions.sideEffects })
    .getByRole("radio", { name: renewal.no })
    .check()
  await page.getByRole("textbox", { name: renewal.otherMedicines }).fill("-")
}

test("requests sent that did not load offer a retry; a failed send says 'Prescription renewal failed.' and keeps the answers (fi)", async ({
  page,
  expectAccessible,
}) => {
  const { renewal } = texts.fi.prescriptions
  let failing = true
  await page.route("**/api/customer-messaging**", (route) =>
    failing && route.request().method() === "POST"
      ? route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" })
      : route.fallback(),
  )
  // the renewal requests sent do not load at first: the page says so beside a retry, the list stays usable
  let threadsFailing = true
  await page.route("**/api/customer-messaging**", (route) =>
    threadsFailing && /MessagingThreads/.test(route.request().url() + (route.request().postData() ?? ""))
      ? route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" })
      : route.fallback(),
  )
  await logIn(page, "aino", paths.prescriptions.fi, { lang: "fi" })
  const { sent } = texts.fi.prescriptions
  const requests = page.getByRole("region", { name: sent.title })
  await expect(requests.getByRole("alert")).toContainText(sent.loadError)
  await expectAccessible("prescriptions, the renewal requests did not load, fi")
  threadsFailing = false
  await requests.getByRole("button", { name: texts.fi.common.actions.retry }).click()
  await expect(requests.getByRole("listitem").first()).toBeVisible()
  await expect(requests.getByRole("alert")).toHaveCount(0)

  await openRenewalOfFirstRenewable(page, "fi")
  await expect(page.getByRole("heading", { level: 1, name: renewal.title })).toBeVisible()
  await answerAll(page, "fi")
  await page.getByRole("button", { name: renewal.send }).click()
  const failure = page.getByRole("alert").filter({ hasText: renewal.failed })
  await expect(failure).toBeVisible()
  await expect(failure).toBeFocused()
  await expect(page.getByRole("textbox", { name: renewal.questions.reason })).toHaveValue("Tarvitsen")
  await expect(page.getByRole("textbox", { name: renewal.otherMedicines })).toHaveValue("-")
  await expectAccessible("renewal failed, fi")
  failing = false
  await page.getByRole("button", { name: renewal.send }).click()
  await expect(page.getByRole("heading", { level: 1, name: renewal.sentTitle })).toBeVisible()
  await expect(page.getByText("Vastaamme 1-3 arkipäivän kuluessa.")).toBeVisible()
})
