// @vitest-environment happy-dom
// The conversations pages' texts and states a component test holds, in fi, sv and en (texts read from
// locales/<lang>/messaging.json): the list's heading, its new-conversation link and the unread label; the
// maintenance notice with its way to a remote appointment and the status's announcement; the attachment rules'
// too-large selection. The e2e suite keeps one language of each journey (messaging.spec.ts) and the area's error
// path (a failed poll of the list and its retry, messaging-failures.spec.ts).
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enMessaging from "../../../../locales/en/messaging.json"
import fiMessaging from "../../../../locales/fi/messaging.json"
import svMessaging from "../../../../locales/sv/messaging.json"
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "../../../../src/domain/messaging.ts"
import { ConversationsPage } from "../../../../src/features/messaging/views/ConversationsPage.tsx"
import { NewConversationPage } from "../../../../src/features/messaging/views/NewConversationPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { renderPages, useWorkerSandbox } from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const texts = { fi: fiMessaging, sv: svMessaging, en: enMessaging }
const LANGS = ["fi", "sv", "en"] as const

// The contract's 'maintenance' example of getMessagingStatus (contracts/openapi.yaml)
const MAINTENANCE = {
  maintenanceMode: true,
  systemStatus: "plannedMaintenance",
  customerMessagingUserId: "6b0f8e52-3c1d-4a7e-9f20-81d4c5a7e913",
  customerMessagingInfo: {
    active: true,
    heading: "Viestipalvelun huoltokatko",
    description: "Viestit eivät ole käytössä tiistaina 1.12.2026 klo 21–23.",
    announcementType: "warning",
  },
}

describe("the conversations list's texts", () => {
  for (const lang of LANGS)
    it(`names the page, the new conversation and the unread threads (${lang})`, async () => {
      await renderPages(
        sandbox(),
        { conversations: <ConversationsPage /> },
        buildPath("conversations", lang),
        {
          lang,
        },
      )
      const { title, list } = texts[lang]
      const items = within(await screen.findByRole("list", { name: list.label })).getAllByRole("listitem")
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title)
      expect(screen.getByRole("link", { name: list.new }).getAttribute("href")).toBe(
        buildPath("conversationNew", lang),
      )
      // Aino's seed has unread threads on the first page (Univaikeudet among them)
      const unread = items.filter((item) => within(item).queryByText(list.unread, { exact: true }))
      expect(unread.length).toBeGreaterThan(0)
      expect(screen.getByRole("navigation", { name: list.pages })).toBeTruthy()
    })
})

describe("maintenance mode", () => {
  for (const lang of LANGS)
    it(`shows the maintenance notice, the way to a remote appointment and the announcement (${lang})`, async () => {
      await renderPages(
        sandbox(),
        { conversations: <ConversationsPage /> },
        buildPath("conversations", lang),
        {
          lang,
          intercept: (request) =>
            new URL(request.url).pathname === "/api/messaging/status"
              ? Response.json(MAINTENANCE)
              : undefined,
        },
      )
      const { access, list } = texts[lang]
      expect(await screen.findByRole("heading", { level: 2, name: access.maintenanceTitle })).toBeTruthy()
      expect(screen.getByRole("link", { name: access.bookRemote }).getAttribute("href")).toBe(
        buildPath("bookingPrivate", lang, undefined, { includeRemote: true }),
      )
      expect(screen.getByRole("heading", { name: /Viestipalvelun huoltokatko$/ })).toBeTruthy()
      expect(screen.queryByRole("list", { name: list.label })).toBeNull()
    })
})

describe("the attachment rules", () => {
  for (const lang of LANGS)
    it(`refuse a selection over 9 MB, saying so (${lang})`, async () => {
      const { attachments } = texts[lang]
      const { uploads } = await renderPages(
        sandbox(),
        { conversationNew: <NewConversationPage /> },
        buildPath("conversationNew", lang),
        { lang },
      )
      const picker = await screen.findByLabelText(attachments.add)
      const file = new File(["%"], "iso.pdf", { type: "application/pdf" })
      Object.defineProperty(file, "size", { value: ATTACHMENTS_MAX_TOTAL_BYTES + 1 })
      fireEvent.change(picker, { target: { files: [file] } })
      expect(await screen.findByText(attachments.tooLarge)).toBeTruthy()
      expect(screen.getByText(attachments.tooLargeDetail)).toBeTruthy()
      expect(screen.queryByRole("list", { name: attachments.label })).toBeNull()
      expect(uploads.requests).toHaveLength(0)
    })
})
