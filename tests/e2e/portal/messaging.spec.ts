// Issue 15: Aino's conversations as she uses them: the list (unread highlighted, two pages), a thread (marked
// read, days, the assignee's absence, an attachment opened), replies with text and with an attachment, and a new
// conversation with two attachments that lands in its new thread. axe on every state.
import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import {
  PDF_BYTES,
  PNG_BYTES,
  findConversation,
  conversationList,
  messagingPath,
  openThreadTitled,
} from "./messaging.helpers.ts"
import { NARROW, measureOverflow } from "./reflowSupport.ts"

// Journeys with a login and axe after each step: more than the default on a shared machine
test.describe.configure({ timeout: 90_000 })

test.describe("Aino's conversations", () => {
  test("the list: unread threads say so, ten a page, the page in the address", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", messagingPath.list("en"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages")
    await expect(conversationList(page)).toBeVisible()
    await expect(conversationList(page).getByRole("listitem")).toHaveCount(10)
    await expect(page.getByRole("heading", { name: /We answer messages on weekdays/ })).toBeVisible()
    await expectAccessible("conversations, page 1")

    const pages = page.getByRole("navigation", { name: "Pages of the conversations" })
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
    await pages.getByRole("link", { name: "Page 2" }).click()
    await expect(page).toHaveURL(/\/en\/conversations\?page=2$/)
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    await expect(conversationList(page).getByRole("listitem").first()).toBeVisible()
    await expectAccessible("conversations, page 2")

    // Univaikeudet is unread in the seed and no other test opens it (threads other tests start may push it to
    // the second page); highlighted by more than colour: the word, and the title in bold
    const unread = await findConversation(page, "Univaikeudet")
    await expect(unread.getByText("Unread", { exact: true })).toBeVisible()
    await expect(unread.getByRole("heading")).toHaveCSS("font-weight", "700")
    const read = await findConversation(page, "Ihottuma kyynärvarressa")
    await expect(read.getByRole("heading")).toHaveCSS("font-weight", "400")
  })

  test("the list's texts in Finnish and Swedish", async ({ page }) => {
    await logIn(page, "aino", messagingPath.list("fi"), { lang: "fi" })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viestit")
    await expect(page.getByRole("link", { name: "Uusi keskustelu" })).toBeVisible()
    const fi = await findConversation(page, "Univaikeudet", "fi")
    await expect(fi.getByText("Lukematon", { exact: true })).toBeVisible()
    await page.goto(messagingPath.list("sv"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meddelanden")
    const sv = await findConversation(page, "Univaikeudet", "sv")
    await expect(sv.getByText("Oläst", { exact: true })).toBeVisible()
  })

  test("a thread: days under headings, the absence, an attachment in a new tab, and read once opened", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", messagingPath.list("en"))
    const before = await findConversation(page, "Laboratoriotulokset")
    await expect(before.getByText("Unread", { exact: true })).toBeVisible()
    await openThreadTitled(page, "Laboratoriotulokset")
    // the seed: the latest message yesterday, the first ones days before
    await expect(page.getByRole("heading", { level: 2, name: "Yesterday" })).toBeVisible()
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(/^\w+day \d{1,2} \w+ \d{4}$/)
    await expect(
      page.getByText(/^Sari Kallio is away from \d{1,2}\.\d{1,2}\.\d{4} to \d{1,2}\.\d{1,2}\.\d{4}\./),
    ).toBeVisible()
    await expect(
      page.getByRole("region", { name: "Messages of the conversation" }).getByRole("listitem"),
    ).not.toHaveCount(0)
    await expectAccessible("thread with an absence notice")

    // the tab opens at the press and then goes to the download URL (a PDF: the browser may download it)
    const tab = page.waitForEvent("popup")
    const download = page
      .context()
      .waitForEvent("request", (request) => new URL(request.url()).pathname.startsWith("/api/uploads/"))
    await page.getByRole("button", { name: "File: Laboratoriotulokset.pdf (opens in a new tab)" }).click()
    const opened = await tab
    expect((await download).frame().page()).toBe(opened)
    await opened.close()

    await page.getByRole("link", { name: "All messages" }).click()
    await expect(conversationList(page)).toBeVisible()
    const after = await findConversation(page, "Laboratoriotulokset")
    await expect(after).toBeVisible()
    await expect(after.getByText("Unread", { exact: true })).toHaveCount(0)
  })

  test("replies with text, then with an attachment", async ({ page, expectAccessible }) => {
    await logIn(page, "aino", messagingPath.list("en"))
    await openThreadTitled(page, "Ihottuma kyynärvarressa")
    const box = page.getByRole("textbox", { name: "Your message" })
    const text = `Ihottuma palasi taas (${Date.now()})`
    await box.fill(text)
    await page.getByRole("button", { name: "Send" }).click()
    await expect(page.getByText(text)).toBeVisible()
    await expect(box).toHaveValue("")
    await expectAccessible("thread after a reply")

    await page
      .getByLabel("Add attachments")
      .setInputFiles({ name: "ihottuma-nyt.png", mimeType: "image/png", buffer: PNG_BYTES })
    await expect(page.getByRole("list", { name: "Chosen attachments" }).getByText("Uploaded")).toBeVisible()
    await expectAccessible("reply with an uploaded attachment")
    await page.getByRole("button", { name: "Send" }).click()
    await expect(
      page.getByRole("button", { name: "Image: ihottuma-nyt.png (opens in a new tab)" }),
    ).toBeVisible()
    await expect(page.getByRole("list", { name: "Chosen attachments" })).toHaveCount(0)
  })

  test("a reply's text survives a reload", async ({ page }) => {
    await logIn(page, "aino", messagingPath.list("en"))
    await openThreadTitled(page, "Selkäkipu")
    await page.getByRole("textbox", { name: "Your message" }).fill("Luonnos, ei vielä lähetetty")
    await page.reload()
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue(
      "Luonnos, ei vielä lähetetty",
    )
  })

  test("a new conversation with two attachments lands in its new thread", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", messagingPath.list("en"))
    await page.getByRole("link", { name: "New conversation" }).click()
    await expect(page).toHaveURL(/\/en\/conversations\/new$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New conversation")
    await expect(page.getByText("Your healthcare team")).toBeVisible()
    await expectAccessible("new conversation, empty")

    const subject = `Polven turvotus ${Date.now()}`
    await page.getByRole("textbox", { name: /^Subject/ }).fill(subject)
    await expect(page.getByText(`${subject.length}/70 characters`)).toBeVisible()
    await page.getByRole("textbox", { name: /^Message/ }).fill("Polvi on turvonnut juoksulenkin jälkeen.")
    await page.getByLabel("Add attachments").setInputFiles([
      { name: "polvi.png", mimeType: "image/png", buffer: PNG_BYTES },
      { name: "lähete.pdf", mimeType: "application/pdf", buffer: PDF_BYTES },
    ])
    await expect(page.getByRole("list", { name: "Chosen attachments" }).getByText("Uploaded")).toHaveCount(2)
    await expectAccessible("new conversation, filled")
    await page.getByRole("button", { name: "Send" }).click()

    await expect(page).toHaveURL(/\/en\/conversations\/\d+$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject)
    await expect(page.getByRole("button", { name: "Image: polvi.png (opens in a new tab)" })).toBeVisible()
    await expect(page.getByRole("button", { name: "File: lähete.pdf (opens in a new tab)" })).toBeVisible()
    await expectAccessible("the new thread")
  })

  test("at 320 px nothing scrolls sideways, and the pages are previous and next only", async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize(NARROW)
    await logIn(page, "aino", messagingPath.list("en"))
    await expect(conversationList(page)).toBeVisible()
    expect(await measureOverflow(page, NARROW.width)).toEqual({ scrollWidth: NARROW.width, offenders: [] })
    const pages = page.getByRole("navigation", { name: "Pages of the conversations" })
    await expect(pages.getByRole("link", { name: "Page 2" })).toBeHidden()
    // Two pages in the seed; threads that other tests start in parallel workers may add more
    await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible()
    await expectAccessible("conversations at 320 px")
    await pages.getByRole("link", { name: "Next" }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible()

    await openThreadTitled(page, "Laboratoriotulokset")
    expect(await measureOverflow(page, NARROW.width)).toEqual({ scrollWidth: NARROW.width, offenders: [] })
    await page.goto(messagingPath.newConversation("en"))
    await expect(page.getByRole("textbox", { name: /^Subject/ })).toBeVisible()
    expect(await measureOverflow(page, NARROW.width)).toEqual({ scrollWidth: NARROW.width, offenders: [] })
    await expectAccessible("new conversation at 320 px")
  })
})
