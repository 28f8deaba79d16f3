import { reaction } from "mobx"
import { types } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import { apiError } from "../../../../src/platform/api/errors.ts"
import { pagedListModel, type Page, type PageRequest } from "../../../../src/kit/stores/PagedList.ts"

const PAGE_SIZE = 3
const ThreadList = pagedListModel<number>("ThreadList", PAGE_SIZE)

/** A backend of `total` numbered items that answers each page when the test says so. */
function backend(total: number, options: { withTotal?: boolean } = {}) {
  const requests: PageRequest[] = []
  const answers: { resolve(): void; reject(error: unknown): void }[] = []
  const fetch = (request: PageRequest) =>
    new Promise<Page<number>>((resolve, reject) => {
      requests.push(request)
      const start = request.offset
      const items = Array.from(
        { length: Math.max(0, Math.min(PAGE_SIZE, total - start)) },
        (_, i) => start + i,
      )
      answers.push({
        resolve: () => resolve(options.withTotal ? { items, totalCount: total } : { items }),
        reject,
      })
    })
  return {
    fetch,
    requests,
    answer: () => answers.shift()!.resolve(),
    fail: (error: unknown = apiError({ kind: "network" })) => answers.shift()!.reject(error),
  }
}

describe("PagedList", () => {
  it("loads the first page, then more while the last page was full, and stops at a short page", async () => {
    const list = ThreadList.create()
    const api = backend(7)
    const first = list.load(api.fetch)
    expect(list.status).toBe("loading")
    expect(api.requests[0]).toMatchObject({ page: 1, offset: 0, pageSize: PAGE_SIZE })
    api.answer()
    await first
    expect(list.items).toEqual([0, 1, 2])
    expect(list.canLoadMore).toBe(true)

    const second = list.loadMore()
    expect(list.isLoadingMore).toBe(true)
    expect(list.status).toBe("loaded")
    expect(list.canLoadMore).toBe(false)
    api.answer()
    await second
    expect(api.requests[1]).toMatchObject({ page: 2, offset: 3 })
    expect(list.items).toEqual([0, 1, 2, 3, 4, 5])

    const third = list.loadMore()
    api.answer()
    await third
    expect(list.items).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(list.page).toBe(3)
    expect(list.canLoadMore).toBe(false)
    await expect(list.loadMore()).resolves.toEqual({ status: "cancelled" })
    expect(api.requests).toHaveLength(3)
  })

  it("uses the total when the API tells it (a full last page is not a reason to ask again)", async () => {
    const list = ThreadList.create()
    const api = backend(6, { withTotal: true })
    const first = list.load(api.fetch)
    api.answer()
    await first
    const second = list.loadMore()
    api.answer()
    await second
    expect(list.items).toHaveLength(6)
    expect(list.canLoadMore).toBe(false)
  })

  it("keeps a failed 'load more' apart from the first load: the items stay, a retry asks for the same page", async () => {
    const list = ThreadList.create()
    const api = backend(7)
    const first = list.load(api.fetch)
    api.answer()
    await first
    const more = list.loadMore()
    api.fail(apiError({ kind: "timeout", timeoutMs: 10_000 }))
    await more
    expect(list.status).toBe("loaded")
    expect(list.loadMoreFailed).toBe(true)
    expect(list.nextPage.errorKind).toBe("timeout")
    expect(list.items).toEqual([0, 1, 2])
    expect(list.canLoadMore).toBe(true)

    const retried = list.retry()
    expect(api.requests[2]).toMatchObject({ page: 2, offset: 3 })
    api.answer()
    await retried
    expect(list.loadMoreFailed).toBe(false)
    expect(list.items).toEqual([0, 1, 2, 3, 4, 5])
  })

  it("shows a failed first load as the list's error, and retries the first page", async () => {
    const list = ThreadList.create()
    const api = backend(2)
    const first = list.load(api.fetch)
    api.fail(apiError({ kind: "http", status: 502, body: null }))
    await first
    expect(list.status).toBe("error")
    expect(list.firstPage.errorKind).toBe("server")
    expect(list.loadMoreFailed).toBe(false)
    const retried = list.retry()
    expect(api.requests[1]).toMatchObject({ page: 1 })
    api.answer()
    await retried
    expect(list.items).toEqual([0, 1])
    expect(list.isEmpty).toBe(false)
    expect(list.canLoadMore).toBe(false)
  })

  it("drops a late page of an earlier load once a new load (a new filter) has started", async () => {
    const list = ThreadList.create()
    const old = backend(9)
    const first = list.load(old.fetch)
    old.answer()
    await first
    const staleMore = list.loadMore()
    const fresh = backend(1)
    const reload = list.load(fresh.fetch)
    expect(list.items).toEqual([])
    expect(list.isLoadingMore).toBe(false)
    old.answer()
    fresh.answer()
    await Promise.all([staleMore, reload])
    expect(list.items).toEqual([0])
    expect(list.page).toBe(1)
  })

  it("keeps the items on show during a refresh, then replaces them", async () => {
    const list = ThreadList.create()
    const api = backend(2)
    const first = list.load(api.fetch)
    api.answer()
    await first
    const refresh = list.load(api.fetch, { refresh: true })
    expect(list.items).toEqual([0, 1])
    expect(list.status).toBe("loaded")
    api.answer()
    await refresh
    expect(list.items).toEqual([0, 1])
  })

  it("is empty only once loaded with no items, and reset forgets everything", async () => {
    const list = ThreadList.create()
    const api = backend(0)
    expect(list.isEmpty).toBe(false)
    const first = list.load(api.fetch)
    expect(list.isEmpty).toBe(false)
    api.answer()
    await first
    expect(list.isEmpty).toBe(true)
    list.reset()
    expect(list.status).toBe("idle")
    expect(list.isEmpty).toBe(false)
    await expect(list.retry()).resolves.toEqual({ status: "cancelled" })
  })

  it("hands each page's answer to the owner's hook in the action that shows its items, 'load more' and retry too", async () => {
    // An owner that keeps what came with each page (a search's suggestions, its parsed times) beside the items.
    const Owner = types
      .model("Owner", { list: types.optional(ThreadList, {}) })
      .volatile(() => ({ pagesSeen: [] as number[] }))
      .actions((self) => ({
        onPage(answer: Page<number> & { note: string }, page: number) {
          expect(answer.note).toBe(`page ${page}`)
          self.pagesSeen = [...self.pagesSeen, page]
        },
      }))
    const owner = Owner.create()
    const api = backend(7)
    const fetchPage = (request: PageRequest) =>
      api.fetch(request).then((page) => ({ ...page, note: `page ${request.page}` }))
    // every change of the items is seen with the hook's work for their page already done
    const seen: [number, number[]][] = []
    const stop = reaction(
      () => owner.list.items.length,
      (count) => seen.push([count, owner.pagesSeen]),
    )
    const first = owner.list.load(fetchPage, { onPage: owner.onPage })
    api.answer()
    await first
    const failed = owner.list.loadMore()
    api.fail()
    await failed
    const retried = owner.list.retry()
    api.answer()
    await retried
    stop()
    expect(owner.pagesSeen).toEqual([1, 2])
    expect(seen).toEqual([
      [3, [1]],
      [6, [1, 2]],
    ])
  })
})
