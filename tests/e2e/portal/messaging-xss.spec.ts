// Issue 15: text from elsewhere stays text. The XSS corpus (tests/e2e/support/xssCorpus.ts, 57 vectors) goes in
// as message content and thread titles, as attachment file names (sent, and in the picker) and as the
// announcement's markdown; every page renders it inert: the flag a vector would set stays unset, no javascript:
// link exists, and no element of the page carries an event handler attribute or is a script, frame or object.
import type { Page } from "@playwright/test"
import { expect, test } from "../fixtures.ts"
import { XSS_FILE_NAMES, XSS_FLAG, XSS_VECTORS } from "../support/xssCorpus.ts"
import { logIn } from "../login.ts"
import {
  PDF_BYTES,
  conversationList,
  fulfillStatus,
  messagingPath,
  mutate,
  statusExample,
} from "./messaging.helpers.ts"
import { hasRefusedCharacters } from "../../../src/domain/text.ts"
import { ATTACHMENTS_MAX_COUNT } from "../../../src/domain/messaging.ts"

test.describe.configure({ timeout: 120_000 })

const TITLE_VECTORS = XSS_VECTORS.filter((vector) => vector.length <= 70)
// The corpus goes to Jari, whose threads no other spec writes to, a few vectors a message: 21 messages (six of
// them carry the 56 file names, 10 a message) and 6 new threads, inside a customer's 30 messages and 10 new
// threads an hour (contracts/messaging.graphql)
const PERSONA = "jari"
const VECTORS_A_MESSAGE = 10
// the last vectors each alone in a message, so that the thread shows each as a whole message
const ALONE = 3

/** The vectors between the first and the last ALONE, in messages of VECTORS_A_MESSAGE, one a line. */
function groupedVectors(): string[] {
  const middle = XSS_VECTORS.slice(1, -ALONE)
  const groups: string[] = []
  for (let start = 0; start < middle.length; start += VECTORS_A_MESSAGE) {
    groups.push(middle.slice(start, start + VECTORS_A_MESSAGE).join("\n"))
  }
  return [...groups, ...XSS_VECTORS.slice(-ALONE)]
}

/** The page after the content has shown: nothing ran, and nothing that could run is in the document. */
async function expectInert(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle")
  expect(
    await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
  ).toBeUndefined()
  await expect(
    page.locator('a[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]'),
  ).toHaveCount(0)
  const active = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter(
        (element) =>
          ["SCRIPT", "IFRAME", "OBJECT", "EMBED", "BASE", "META", "FORM"].includes(element.tagName) &&
          !element.closest("form.new-conversation, section.reply"),
      )
      .concat(
        [...document.querySelectorAll("main *")].filter((element) =>
          element.getAttributeNames().some((name) => name.toLowerCase().startsWith("on")),
        ),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  )
  expect(active).toEqual([])
}

/** Uploads a small PDF for an attachment, as the app does (CreateAttachmentUpload, then PUT), answering its key. */
async function uploadPdf(page: Page): Promise<string> {
  const { createAttachmentUpload } = await mutate<{ createAttachmentUpload: { key: string; url: string } }>(
    page,
    "CreateAttachmentUpload",
    {},
  )
  await page.evaluate(
    async ({ url, bytes }) => {
      const headers = Object.fromEntries(new URL(url, location.href).searchParams)
      const answer = await fetch(url, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/pdf" },
        body: new Uint8Array(bytes),
      })
      if (!answer.ok) throw new Error(`PUT answered ${answer.status}`)
    },
    { url: createAttachmentUpload.url, bytes: [...PDF_BYTES] },
  )
  return createAttachmentUpload.key
}

test.describe("the XSS corpus renders inert", () => {
  test(`as messages (${XSS_VECTORS.length} vectors), thread titles and attachment names`, async ({
    page,
    expectAccessible,
  }) => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50)
    await logIn(page, PERSONA, messagingPath.list("en"))
    const { sendMessageInNewThread } = await mutate<{ sendMessageInNewThread: string[] }>(
      page,
      "SendMessageInNewThread",
      {
        title: TITLE_VECTORS[0],
        type: "customer",
        participantIds: [],
        firstMessage: { content: XSS_VECTORS[0], attachments: [], questionnaireInvitations: [] },
      },
    )
    const threadId = sendMessageInNewThread[0]!
    for (const content of groupedVectors()) {
      await mutate(page, "SendMessage", {
        threadId,
        message: { content, attachments: [], questionnaireInvitations: [] },
      })
    }
    const attachments = []
    // a file name with a line break or another control character is refused by the service (contracts/messaging)
    for (const vector of XSS_VECTORS.filter((name) => !hasRefusedCharacters(name, { multiLine: false }))) {
      attachments.push({
        key: await uploadPdf(page),
        fileName: `${vector}.pdf`,
        contentType: "application/pdf",
      })
    }
    // at most 10 files a message (contracts/messaging.graphql, MessageInput)
    for (let start = 0; start < attachments.length; start += ATTACHMENTS_MAX_COUNT) {
      await mutate(page, "SendMessage", {
        threadId,
        message: {
          content: "",
          attachments: attachments.slice(start, start + ATTACHMENTS_MAX_COUNT),
          questionnaireInvitations: [],
        },
      })
    }
    // a few more threads titled with vectors, for the list
    for (const title of TITLE_VECTORS.slice(1, 6)) {
      await mutate(page, "SendMessageInNewThread", {
        title,
        type: "customer",
        participantIds: [],
        firstMessage: { content: title, attachments: [], questionnaireInvitations: [] },
      })
    }

    await page.goto(messagingPath.list("en"))
    await expect(
      conversationList(page).getByRole("link", { name: TITLE_VECTORS[1], exact: true }),
    ).toBeVisible()
    await expectInert(page)

    await page.goto(`/en/conversations/${threadId}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE_VECTORS[0]!)
    for (const vector of XSS_VECTORS.slice(-ALONE))
      await expect(page.getByText(vector, { exact: true })).toBeVisible()
    const lastName = attachments.at(-1)!.fileName
    await expect(page.getByRole("button", { name: `File: ${lastName} (downloads the file)` })).toBeVisible()
    await expectInert(page)
    await expectAccessible("a thread of XSS vectors")
  })

  test("as file names in the attachment picker", async ({ page }) => {
    await logIn(page, "aino", messagingPath.newConversation("en"))
    await page
      .getByLabel("Add attachments")
      .setInputFiles(XSS_FILE_NAMES.map((name) => ({ name, mimeType: "application/pdf", buffer: PDF_BYTES })))
    // the first 10 are chosen, each one past them is named as not added: both show the names as text
    const items = page.getByRole("list", { name: "Chosen attachments" }).getByRole("listitem")
    await expect(items).toHaveCount(ATTACHMENTS_MAX_COUNT)
    await expect(items.getByText("Uploaded")).toHaveCount(ATTACHMENTS_MAX_COUNT)
    await expect(items.getByText(XSS_FILE_NAMES[0]!, { exact: true })).toBeVisible()
    for (const name of XSS_FILE_NAMES.slice(ATTACHMENTS_MAX_COUNT)) {
      await expect(
        page.getByText(`${name} was not added: a message can have at most 10 attachments.`, { exact: true }),
      ).toBeVisible()
    }
    await expectInert(page)
  })

  test("as the announcement's heading and markdown", async ({ page, expectAccessible }) => {
    const operational = statusExample("operational") as { customerMessagingInfo: Record<string, unknown> }
    await fulfillStatus(page, {
      ...operational,
      customerMessagingInfo: {
        active: true,
        heading: XSS_VECTORS[0],
        description: ["Read **this**: [our site](https://www.aava.example/)", ...XSS_VECTORS].join("\n\n"),
        announcementType: "warning",
      },
    })
    await logIn(page, "aino", messagingPath.list("en"))
    const announcement = page.getByRole("region", { name: /^Warning/ })
    await expect(announcement.getByRole("link", { name: "our site" })).toHaveAttribute(
      "href",
      "https://www.aava.example/",
    )
    await expect(announcement.getByText("this", { exact: true })).toBeVisible()
    for (const vector of XSS_VECTORS.slice(1, 4)) {
      await expect(announcement.getByText(vector, { exact: true })).toBeVisible()
    }
    await expectInert(page)
    await expectAccessible("announcement of XSS vectors")
  })
})
