import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { CONVERSATIONS_PAGE_SIZE } from "../../../../src/domain/messaging.ts"
import { disposeStores, messagingStore, operationNameOf } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())
afterEach(() => disposeStores())

async function ainosList() {
  const store = await messagingStore(sandbox, { login: sandbox.login("aino") })
  await store.area.access.ensureLoaded()
  await store.area.conversations.open()
  return store
}

describe("the conversations list (spec §2, §4, §7)", () => {
  it("loads Aino's threads, 10 a page, with the latest message of each", async () => {
    const { area } = await ainosList()
    const list = area.conversations
    expect(list.status).toBe("loaded")
    // The seed gives Aino more than one page; fail loudly if that ever changes
    expect(list.items.length).toBeGreaterThan(CONVERSATIONS_PAGE_SIZE)
    expect(list.pageCount).toBe(Math.ceil(list.items.length / CONVERSATIONS_PAGE_SIZE))
    expect(list.pageItems).toHaveLength(CONVERSATIONS_PAGE_SIZE)
    expect(list.pagination).toEqual([
      { kind: "page", page: 1 },
      { kind: "page", page: 2 },
    ])
    list.setPage(2)
    expect(list.currentPage).toBe(2)
    expect(list.pageItems).toEqual(list.items.slice(CONVERSATIONS_PAGE_SIZE))
    list.setPage(99)
    expect(list.currentPage).toBe(list.pageCount)
    list.setPage(Number.NaN)
    expect(list.currentPage).toBe(1)
    for (const item of list.items) {
      expect(item.id).toMatch(/^\d+$/)
      expect(item.latestMessage).toBeDefined()
    }
    const created = list.items.map((item) => Date.parse(item.latestMessage!.created))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(list.latest(3)).toEqual(list.items.slice(0, 3))
  })

  it("marks the seeded unread threads by the read rule, and counts them", async () => {
    const { area } = await ainosList()
    const unread = area.conversations.items.filter((item) => item.isUnread).map((item) => item.title)
    expect(unread).toEqual(
      expect.arrayContaining([
        { kind: "title", text: "Laboratoriotulokset" },
        { kind: "title", text: "Univaikeudet" },
        { kind: "title", text: "Rokotukset ennen Thaimaan matkaa" },
      ]),
    )
    expect(area.unreadCount).toBe(unread.length)
  })

  it("gives the untitled thread the fallback title", async () => {
    const { area } = await ainosList()
    expect(area.conversations.items.some((item) => item.title.kind === "fallback")).toBe(true)
  })

  it("asks for every thread with its latest message only (limit 9999, then 1)", async () => {
    const { requests } = await ainosList()
    const threads = []
    for (const request of requests)
      if ((await operationNameOf(request)) === "MessagingThreads") threads.push(request)
    expect(threads).toHaveLength(1)
    const variables = JSON.parse(new URL(threads[0]!.url).searchParams.get("variables") ?? "{}") as unknown
    expect(variables).toEqual({ pagination: { limit: 9999, offset: 0, sortOrder: "desc" } })
  })

  it("says error when the list fails to load ('Failed to fetch conversations'), and a retry loads it", async () => {
    let fail = true
    const { area } = await messagingStore(sandbox, {
      login: sandbox.login("aino"),
      intercept: async (request) => {
        if (fail && (await operationNameOf(request)) === "MessagingThreads") {
          request.headers.set("x-sandbox-fault", "status=503")
        }
      },
    })
    await area.access.ensureLoaded()
    await area.conversations.open()
    expect(area.conversations.status).toBe("error")
    expect(area.conversations.loadState.errorKind).toBe("server")
    expect(area.conversations.poller.isRunning).toBe(false)
    expect(area.unreadCount).toBeUndefined()
    fail = false
    await area.conversations.retry()
    expect(area.conversations.status).toBe("loaded")
    expect(area.conversations.poller.isRunning).toBe(true)
    area.conversations.close()
    expect(area.conversations.poller.isRunning).toBe(false)
  })

  it("polls while any view shows the list, and stops when the last one closes", async () => {
    const { area } = await ainosList()
    await area.conversations.open()
    expect(area.conversations.poller.isRunning).toBe(true)
    area.conversations.close()
    expect(area.conversations.poller.isRunning).toBe(true)
    area.conversations.close()
    expect(area.conversations.poller.isRunning).toBe(false)
  })

  it("answers GraphQL errors as a failure too (a customer without messaging)", async () => {
    const { area } = await messagingStore(sandbox, { login: sandbox.login("raili") })
    await area.conversations.open()
    expect(area.conversations.status).toBe("error")
    area.conversations.close()
  })
})
