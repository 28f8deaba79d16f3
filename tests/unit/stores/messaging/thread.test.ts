import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { parseIsoDate, toIsoDate } from "../../../../src/domain/dates.ts"
import { disposeStores, manualTimers, messagingStore, operationNameOf, type StoreOptions } from "./support.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())
afterEach(() => disposeStores())

/** Aino's store with the list loaded, and the id of her thread titled `title`. */
async function ainoWith(title: string | null, options: StoreOptions = {}) {
  const store = await messagingStore(sandbox, { login: sandbox.login("aino"), ...options })
  await store.area.access.ensureLoaded()
  await store.area.conversations.open()
  const item = store.area.conversations.items.find((candidate) =>
    title === null
      ? candidate.title.kind === "fallback"
      : candidate.title.kind === "title" && candidate.title.text === title,
  )
  if (!item) throw new Error(`Aino has no thread ${String(title)} in the seed`)
  return { ...store, threadId: item.id, summary: item }
}

describe("a thread (spec §2, §4, §7)", () => {
  it("loads every message, oldest first, grouped by Helsinki day", async () => {
    const { area, threadId } = await ainoWith("Ihottuma kyynärvarressa")
    const thread = area.openThread(threadId)
    expect(area.openThread(threadId)).toBe(thread)
    await thread.open()
    expect(thread.status).toBe("loaded")
    expect(thread.title).toEqual({ kind: "title", text: "Ihottuma kyynärvarressa" })
    expect(thread.isInactive).toBe(false)
    const created = thread.messages.map((message) => Date.parse(message.created))
    expect(created).toEqual([...created].sort((a, b) => a - b))
    expect(thread.messages.length).toBeGreaterThan(3)
    const own = thread.messages.filter((message) => message.isOwn)
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((message) => message.author.kind === "customer")).toBe(true)
    const photo = thread.messages
      .flatMap((message) => message.attachments)
      .find((a) => a.fileName === "ihottuma.jpg")
    expect(photo).toMatchObject({ type: "image", contentType: "image/jpeg" })

    const now = testClock()
    const today = toIsoDate(new Date(now))
    const yesterday = toIsoDate(parseIsoDate(today).minus({ days: 1 }))
    const days = thread.messageDays(now)
    expect(days.flatMap((day) => day.items)).toEqual(thread.messages)
    for (const day of days) {
      for (const message of day.items) expect(toIsoDate(message.created)).toBe(day.key)
      expect(day.kind).toBe(day.key === today ? "today" : day.key === yesterday ? "yesterday" : "date")
    }
    expect(thread.lastMessage).toEqual(thread.messages.at(-1))
    thread.close()
    expect(thread.poller.isRunning).toBe(false)
  })

  it("marks an unread thread read, and the list shows it read at once", async () => {
    const { area, threadId, summary } = await ainoWith("Laboratoriotulokset")
    expect(summary.isUnread).toBe(true)
    const before = area.unreadCount!
    const thread = area.openThread(threadId)
    await thread.open()
    await thread.whenMarked()
    expect(thread.isReadByCustomer).toBe(true)
    expect(area.conversations.items.find((item) => item.id === threadId)?.isUnread).toBe(false)
    expect(area.unreadCount).toBe(before - 1)
    // the service agrees
    const again = await messagingStore(sandbox, { login: sandbox.login("aino") })
    await again.area.access.ensureLoaded()
    await again.area.conversations.open()
    expect(again.area.conversations.items.find((item) => item.id === threadId)?.isUnread).toBe(false)
  })

  it("does not mark a thread read twice", async () => {
    const { area, threadId, requests } = await ainoWith("Selkäkipu")
    const thread = area.openThread(threadId)
    await thread.open()
    await thread.refresh()
    const names = await Promise.all(requests.map(operationNameOf))
    expect(names.filter((name) => name === "MarkAsRead")).toHaveLength(0)
  })

  it("gives the absence of an absent assignee, with its period", async () => {
    const { area } = await ainoWith(null)
    // A thread assigned to Kallio, who is away from three days ago to four days ahead in the seed
    let found = false
    for (const item of area.conversations.items) {
      const thread = area.openThread(item.id)
      await thread.open()
      thread.close()
      const absence = thread.assigneeAbsence()
      if (!absence) continue
      found = true
      const today = toIsoDate(new Date(testClock()))
      expect(absence.startDate <= today && today <= absence.endDate).toBe(true)
      expect(thread.assignee?.lastName).toBe("Kallio")
    }
    expect(found).toBe(true)
  })

  it("flags a deleted message and gives no content for it", async () => {
    const { area, threadId } = await ainoWith("Ajanvarauksen siirto")
    const thread = area.openThread(threadId)
    await thread.open()
    const deleted = thread.messages.filter((message) => message.deleted)
    expect(deleted).toHaveLength(1)
    expect(deleted[0]!.content).toBe("")
  })

  it("carries questionnaire invitations", async () => {
    const { area, threadId } = await ainoWith("Univaikeudet")
    const thread = area.openThread(threadId)
    await thread.open()
    const invitations = thread.messages.flatMap((message) => message.questionnaireInvitations)
    expect(invitations).toHaveLength(1)
    expect(invitations[0]).toMatchObject({
      formId: "unikysely-2026",
      answeredAt: null,
      title: expect.any(String),
    })
  })

  it("a closed thread says so, and the closed-conversation toast comes 15000 ms after opening", async () => {
    const timers = manualTimers()
    const { area, threadId } = await ainoWith("Kysymys laskusta", { timers })
    const thread = area.openThread(threadId)
    await thread.open()
    expect(thread.isInactive).toBe(true)
    expect(thread.closedToastDue).toBe(false)
    timers.advance(14_999)
    expect(thread.closedToastDue).toBe(false)
    timers.advance(1)
    expect(thread.closedToastDue).toBe(true)
    thread.dismissClosedToast()
    expect(thread.closedToastDue).toBe(false)
    timers.advance(120_000 * 3)
    expect(thread.closedToastDue).toBe(false)
  })

  it("no toast when the page closes first", async () => {
    const timers = manualTimers()
    const { area, threadId } = await ainoWith("Kysymys laskusta", { timers })
    const thread = area.openThread(threadId)
    await thread.open()
    thread.close()
    timers.advance(20_000)
    expect(thread.closedToastDue).toBe(false)
  })

  it("a thread that is not the customer's is not found", async () => {
    const { area } = await ainoWith(null)
    const thread = area.openThread("987654321")
    await thread.open()
    expect(thread.status).toBe("notFound")
    expect(thread.poller.isRunning).toBe(false)
  })

  it("says error when the thread fails to load ('Failed to fetch messages'), and a retry loads it", async () => {
    let fail = true
    const { area, threadId } = await ainoWith("Selkäkipu", {
      intercept: async (request) => {
        if (fail && (await operationNameOf(request)) === "MessagingThreadForCustomer") {
          request.headers.set("x-sandbox-fault", "status=500")
        }
      },
    })
    const thread = area.openThread(threadId)
    await thread.open()
    expect(thread.status).toBe("error")
    expect(thread.poller.isRunning).toBe(false)
    fail = false
    await thread.retry()
    expect(thread.status).toBe("loaded")
    expect(thread.poller.isRunning).toBe(true)
  })

  it("reports a thread whose customer is not its sole customer participant, without personal data", async () => {
    const { area, threadId, reports } = await ainoWith("Selkäkipu", {
      intercept: async (request) => {
        if ((await operationNameOf(request)) !== "MessagingThreadForCustomer") return
        const answer = await globalThis.fetch(request)
        const body = (await answer.json()) as {
          data: { messagingThreadForCustomer: { participants: Record<string, unknown>[] } }
        }
        const participants = body.data.messagingThreadForCustomer.participants
        const customer = participants.find((participant) => participant.__typename === "CustomerUser")!
        participants.push({
          ...customer,
          id: "another-customer",
          firstName: "Toinen",
          customerSsn: "010101-123N",
        })
        return Response.json(body)
      },
    })
    const thread = area.openThread(threadId)
    await thread.open()
    await thread.refresh()
    expect(reports).toEqual([
      {
        kind: "result",
        operationId: "MessagingThreadForCustomer",
        resultType: "soleCustomerAnomaly:severalCustomers",
      },
    ])
    const text = JSON.stringify(reports)
    expect(text).not.toMatch(/Aino|Toinen|010101|another-customer/)
  })

  it("keeps the threads opened, the last one on show; a closed one stops polling", async () => {
    const { area, threadId } = await ainoWith("Selkäkipu")
    const first = area.openThread(threadId)
    await first.open()
    expect(first.poller.isRunning).toBe(true)
    first.close()
    expect(first.poller.isRunning).toBe(false)
    const other = area.conversations.items.find((item) => item.id !== threadId)!
    const second = area.openThread(other.id)
    expect(second === first).toBe(false)
    expect(area.thread === second).toBe(true)
    expect(area.openThread(threadId) === first).toBe(true)
    expect(first.status).toBe("loaded")
  })
})

describe("attachment downloads (spec §2, §7)", () => {
  it("gets a download URL and checks its content type", async () => {
    const { area, threadId, reports } = await ainoWith("Laboratoriotulokset")
    const thread = area.openThread(threadId)
    await thread.open()
    const pdf = thread.messages
      .flatMap((message) => message.attachments)
      .find((a) => a.fileName.endsWith(".pdf"))!
    expect(pdf.type).toBe("binary")
    const opening = area.downloads.downloadUrl(pdf.id)
    expect(area.downloads.isOpening(pdf.id)).toBe(true)
    const url = await opening
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\//)
    expect(area.downloads.isOpening(pdf.id)).toBe(false)
    expect(await area.downloads.contentTypeCheckOf(pdf.id)).toEqual({
      status: "found",
      contentType: "application/pdf",
    })
    const file = await fetch(url!, { headers: { cookie: sandbox.login("aino").cookie } })
    expect(file.headers.get("content-type")).toBe("application/pdf")
    expect(reports).toEqual([])
  })

  it("says failed when there is no URL for the attachment", async () => {
    const { area } = await ainoWith("Laboratoriotulokset")
    expect(await area.downloads.downloadUrl("no-such-attachment")).toBeUndefined()
    expect(area.downloads.failed("no-such-attachment")).toBe(true)
  })
})
