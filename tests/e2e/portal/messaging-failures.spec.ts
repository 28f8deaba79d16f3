// Issue 15: what the conversations pages say when something fails or is not available: the attachment rules,
// a failing upload, send and list load (polling stopped, a retry restarts it), maintenance mode, and a session
// without messaging (the empty page, no menu item). axe on every state.
import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import {
  MESSAGING_ENDPOINT,
  PDF_BYTES,
  conversationList,
  failOperation,
  fulfillStatus,
  messagingPath,
  openThreadTitled,
  operationOf,
  statusExample,
} from "./messaging.helpers.ts"

test.describe.configure({ timeout: 90_000 })

const ALLOWED =
  "pdf, rtf, ods, odt, pptx, xlsx, docx, gif, jpg, jpeg, jpe, png, tif, tiff, csv, txt, text, doc, xls, ppt, dotx"

test.describe("attachments that cannot be sent", () => {
  test("a selection over 9 MB, a wrong type, a name of another type and a failing upload", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", messagingPath.newConversation("en"))
    const picker = page.getByLabel("Add attachments")
    await picker.setInputFiles([
      { name: "kuvat.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024, 0x25) },
      { name: "lisää.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(4 * 1024 * 1024 + 1, 0x25) },
    ])
    await expect(page.getByText("Attachment file is too large")).toBeVisible()
    await expect(page.getByText("Maximum attachment size is 9MB")).toBeVisible()
    await expect(page.getByRole("list", { name: "Chosen attachments" })).toHaveCount(0)
    await expectAccessible("too large a selection")

    await picker.setInputFiles({
      name: "ohjelma.exe",
      mimeType: "application/x-msdownload",
      buffer: Buffer.from("MZ"),
    })
    await expect(
      page.getByText(`ohjelma.exe cannot be attached. Allowed file types: ${ALLOWED}.`),
    ).toBeVisible()
    await expectAccessible("a file of a type not allowed")

    // a text file named as a PDF: its name's extension is not its type's
    await picker.setInputFiles({ name: "tulokset.pdf", mimeType: "text/plain", buffer: Buffer.from("MZ") })
    await expect(
      page.getByText(
        "tulokset.pdf cannot be attached: the file name's extension does not match the file's type.",
      ),
    ).toBeVisible()
    await expect(page.getByRole("list", { name: "Chosen attachments" })).toHaveCount(0)

    await page.route("**/api/uploads/**", (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 503, body: "" }) : route.fallback(),
    )
    await picker.setInputFiles({ name: "lausunto.pdf", mimeType: "application/pdf", buffer: PDF_BYTES })
    const item = page.getByRole("list", { name: "Chosen attachments" }).getByRole("listitem")
    await expect(item.getByText("Upload failed. Remove the file and try again.")).toBeVisible()
    await expectAccessible("a failed upload")
    await item.getByRole("button", { name: "Remove lausunto.pdf" }).click()
    await expect(page.getByRole("list", { name: "Chosen attachments" })).toHaveCount(0)
  })

  test("the Finnish texts of the attachment rules", async ({ page }) => {
    await logIn(page, "aino", messagingPath.newConversation("fi"), { lang: "fi" })
    await page.getByLabel("Lisää liitteitä").setInputFiles({
      name: "iso.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(9_437_185, 0x25),
    })
    await expect(page.getByText("Liitetiedosto on liian suuri")).toBeVisible()
    await expect(page.getByText("Liitteiden enimmäiskoko on 9 Mt")).toBeVisible()
  })
})

test.describe("failures while sending and loading", () => {
  test("a failing send keeps the text and says 'Failed to send the message.'", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", messagingPath.list("en"))
    await openThreadTitled(page, "Ajanvarauksen siirto")
    await failOperation(page, "SendMessage")
    const box = page.getByRole("textbox", { name: "Your message" })
    await box.fill("Tämä viesti ei mene perille")
    await page.getByRole("button", { name: "Send" }).click()
    await expect(page.getByText("Failed to send the message.")).toBeVisible()
    await expect(box).toHaveValue("Tämä viesti ei mene perille")
    await expectAccessible("a failed reply")
  })

  test("a failing new conversation keeps what was typed", async ({ page }) => {
    await logIn(page, "aino", messagingPath.newConversation("en"))
    await failOperation(page, "SendMessageInNewThread")
    await page.getByRole("textbox", { name: /^Subject/ }).fill("Ei mene")
    await page.getByRole("textbox", { name: /^Message/ }).fill("Tämä ei lähde.")
    await page.getByRole("button", { name: "Send" }).click()
    await expect(page.getByText("Sending the message failed. Try again.")).toBeVisible()
    await expect(page.getByRole("textbox", { name: /^Subject/ })).toHaveValue("Ei mene")
    await expect(page).toHaveURL(/\/en\/conversations\/new$/)
  })

  test("a failing list load stops the polling; a retry loads and polls again", async ({
    page,
    expectAccessible,
  }) => {
    // the fixture has installed the clock already when the run is at a moment of its own (E2E_NOW)
    if (!process.env.E2E_NOW) await page.clock.install()
    let failing = false
    let loads = 0
    page.on("request", (request) => {
      if (operationOf(request) === "MessagingThreads") loads += 1
    })
    await logIn(page, "aino", messagingPath.list("en"))
    await expect(conversationList(page)).toBeVisible()
    const polled = loads
    // spec §9: every 120000 ms
    await page.clock.runFor(120_000)
    await expect.poll(() => loads).toBe(polled + 1)

    failing = true
    await failOperation(page, "MessagingThreads", () => failing)
    await page.clock.runFor(120_000)
    await expect(page.getByText("Failed to fetch conversations. Please try again later.")).toBeVisible()
    await expectAccessible("the list failed to refresh")
    const afterFailure = loads
    await page.clock.runFor(360_000)
    expect(loads, "no polling after an error").toBe(afterFailure)

    failing = false
    const retried = page.waitForEvent(
      "requestfinished",
      (request) => operationOf(request) === "MessagingThreads",
    )
    await page.getByRole("button", { name: "Try again" }).click()
    await retried
    await expect(page.getByText("Failed to fetch conversations. Please try again later.")).toHaveCount(0)
    expect(loads).toBe(afterFailure + 1)
    // The next poll is due 120 s after the retry's answer. The clock goes on in steps under the app's 10 s
    // request limit, so that a request still out when the clock moves is not timed out by it.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(5_000)
          return loads
        },
        { timeout: 45_000 },
      )
      .toBe(afterFailure + 2)
  })

  test("a list that never loaded says so with a retry", async ({ page, expectAccessible }) => {
    await logIn(page, "aino", "/en")
    await failOperation(page, "MessagingThreads")
    await page.goto(messagingPath.list("en"))
    await expect(page.getByText("Failed to fetch conversations. Please try again later.")).toBeVisible()
    await expectAccessible("the list failed to load")
  })
})

test.describe("when messaging is not available", () => {
  for (const [lang, offline, book] of [
    ["en", "Messaging is currently offline", "Book a remote appointment"],
    ["fi", "Viestipalvelu ei ole tällä hetkellä käytössä", "Varaa etävastaanotto"],
    ["sv", "Meddelandetjänsten är inte i bruk just nu", "Boka en distansmottagning"],
  ] as const) {
    test(`maintenance mode shows the maintenance notice (${lang})`, async ({ page, expectAccessible }) => {
      await fulfillStatus(page, statusExample("maintenance"))
      await logIn(page, "aino", messagingPath.list(lang), { lang: lang })
      await expect(page.getByRole("heading", { level: 2, name: offline })).toBeVisible()
      await expect(page.getByRole("link", { name: book })).toHaveAttribute("href", /includeRemote=true$/)
      // the contract's example announces the break as a warning
      await expect(page.getByRole("heading", { name: /Viestipalvelun huoltokatko/ })).toBeVisible()
      await expect(conversationList(page)).toHaveCount(0)
      await expectAccessible(`maintenance, ${lang}`)
    })
  }

  test("a customer without a messaging user gets the empty page", async ({ page, expectAccessible }) => {
    await fulfillStatus(page, statusExample("noMessagingUser"))
    await logIn(page, "aino", messagingPath.list("en"))
    await expect(page.getByText("Messaging is not available to you.")).toBeVisible()
    await expect(page.getByRole("link", { name: "New conversation" })).toHaveCount(0)
    await expectAccessible("no messaging user")
  })

  test.describe("a session without the messaging features", () => {
    test.use({ environment: "adult-production" })

    test("has no menu item, an empty page, and no messaging on the front page", async ({
      page,
      expectAccessible,
    }) => {
      let messagingCalls = 0
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === MESSAGING_ENDPOINT) messagingCalls += 1
      })
      await logIn(page, "jari", "/en")
      await expect(page.getByRole("region", { name: "Appointments" })).toBeVisible()
      await expect(page.getByRole("region", { name: "Messages" })).toHaveCount(0)
      const menu = page.getByRole("navigation", { name: "Main menu" })
      if (!(await menu.isVisible())) await page.getByRole("button", { name: "Menu", exact: true }).click()
      await expect(menu.getByRole("link", { name: "Appointments" })).toBeVisible()
      await expect(menu.getByRole("link", { name: /^Messages/ })).toHaveCount(0)
      await page.goto(messagingPath.list("en"))
      await expect(page.getByText("Messaging is not available to you.")).toBeVisible()
      await expectAccessible("without messaging features")
      expect(messagingCalls).toBe(0)
    })
  })

  test("with messaging, the menu item counts the unread conversations", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "jari", "/en")
    const block = page.getByRole("region", { name: "Messages" })
    await expect(block.getByRole("link", { name: "New conversation" })).toHaveAttribute(
      "href",
      "/en/conversations/new",
    )
    await expect(block.getByRole("link", { name: "Show all messages" })).toHaveAttribute(
      "href",
      "/en/conversations",
    )
    await expect(block.getByRole("listitem").first()).toBeVisible()
    const menu = page.getByRole("navigation", { name: "Main menu" })
    if (!(await menu.isVisible())) await page.getByRole("button", { name: "Menu", exact: true }).click()
    await expect(menu.getByRole("link", { name: /^Messages\W+\d+ unread$/ })).toBeVisible()
    await expectAccessible("front page with conversations")
  })
})
