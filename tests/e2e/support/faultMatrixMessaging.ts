// Fault-matrix row of messaging: a new conversation (see faultMatrix.ts). Aino's threads are shared by the
// messaging specs; this row starts a thread of its own, by a subject no other spec uses, and counts the threads
// with that subject through the messaging service itself.
import type { Page } from "@playwright/test"
import { expect } from "../fixtures.ts"
import { loginTo, messagingPath, mutate } from "../portal/messaging.helpers.ts"
import { text, type FaultRow } from "./faultMatrix.ts"

const SUBJECT = "Fault matrix: a swollen ankle"
const MESSAGE = "The ankle has been swollen since Sunday."

type Threads = { messagingThreads: { items: { title: string }[] } }

async function threadsTitled(page: Page, title: string): Promise<number> {
  const threads = await mutate<Threads>(page, "MessagingThreads", { pagination: { limit: 9999, offset: 0 } })
  return threads.messagingThreads.items.filter((thread) => thread.title === title).length
}

export const newConversation: FaultRow = {
  flow: "messaging: a new conversation",
  operationId: "SendMessageInNewThread",
  messages: {
    drop: text("messaging:new.sendFailed"),
    "status=503": text("messaging:new.sendFailed"),
    timeout: text("messaging:new.sendFailed"),
  },
  async start({ page }) {
    await loginTo(page, "aino", messagingPath.newConversation("en"))
    const subject = page.getByRole("textbox", { name: /^Subject/ })
    const message = page.getByRole("textbox", { name: /^Message/ })
    await subject.fill(SUBJECT)
    await message.fill(MESSAGE)
    return {
      submit: (press) => press(page.getByRole("button", { name: "Send" })),
      async kept() {
        await expect(subject).toHaveValue(SUBJECT)
        await expect(message).toHaveValue(MESSAGE)
      },
      succeeded: () => expect(page.getByRole("heading", { level: 1 })).toHaveText(SUBJECT),
      changes: () => threadsTitled(page, SUBJECT),
    }
  },
  noRace: "a new conversation is the sender's alone: a second browser starts a second conversation by design",
}
