import { types, type Instance } from "mobx-state-tree"
import { LoadableModel, type LoadOutcome, type LoadStatus } from "./Loadable.ts"

/** Which page to fetch: pages count from 1; `offset` is for APIs that skip items instead. */
export interface PageRequest {
  readonly page: number
  readonly offset: number
  readonly pageSize: number
  readonly signal: AbortSignal
}

/** A page's items, and the total when the API tells it (otherwise a full page means there may be more). */
export interface Page<T> {
  readonly items: readonly T[]
  readonly totalCount?: number
}

export type PageFetcher<T, P extends Page<T> = Page<T>> = (request: PageRequest) => Promise<P>

export interface PagedLoadOptions<P> {
  /** The items on show stay until the first page replaces them (otherwise they are cleared at once). */
  refresh?: boolean
  /**
   * Called with each page's answer (the first and every 'load more') in the same action that puts its items on show,
   * so no view sees the items without what came with them; like Loadable's `apply`, an action of the owner.
   */
  onPage?(answer: P, page: number): void
}

const noMorePages: Promise<LoadOutcome<never>> = Promise.resolve({ status: "cancelled" })

/**
 * A list loaded a page at a time ('load more'): the first page's load state is the list's status, and a failed
 * 'load more' is kept apart from it (`loadMoreFailed`), the items so far staying on show. `load` starts again
 * from the first page with the fetcher it is given (a new filter), and a late page of an earlier load is dropped.
 */
export function pagedListModel<T>(name: string, pageSize: number) {
  return types
    .model(name, {
      firstPage: types.optional(LoadableModel, {}),
      nextPage: types.optional(LoadableModel, {}),
    })
    .volatile(() => ({
      items: [] as readonly T[],
      /** The pages loaded so far. */
      page: 0,
      lastPageSize: 0,
      totalCount: undefined as number | undefined,
    }))
    .views((self) => ({
      get status(): LoadStatus {
        return self.firstPage.status
      },
      get isEmpty(): boolean {
        return self.firstPage.isLoaded && self.items.length === 0
      },
      get isLoadingMore(): boolean {
        return self.nextPage.isLoading
      },
      get loadMoreFailed(): boolean {
        return self.nextPage.hasError
      },
      /** There are more items to fetch: fewer than the total, or without a total, the last page was full. */
      get hasMore(): boolean {
        if (self.totalCount !== undefined) return self.items.length < self.totalCount
        return self.page > 0 && self.lastPageSize === pageSize
      },
      get canLoadMore(): boolean {
        return self.firstPage.isLoaded && this.hasMore && !self.nextPage.isBusy
      },
    }))
    .actions((self) => ({
      receive(page: number, answer: Page<T>) {
        self.items = page === 1 ? answer.items : [...self.items, ...answer.items]
        self.page = page
        self.lastPageSize = answer.items.length
        self.totalCount = answer.totalCount
      },
      clear() {
        self.items = []
        self.page = 0
        self.lastPageSize = 0
        self.totalCount = undefined
      },
    }))
    .actions((self) => {
      // The load's fetcher and page hook, kept for the pages after the first.
      let current: { fetchPage: PageFetcher<T>; onPage?(answer: Page<T>, page: number): void } | undefined

      const request =
        (fetchPage: PageFetcher<T>, page: number) =>
        (signal: AbortSignal): Promise<Page<T>> =>
          fetchPage({ page, offset: (page - 1) * pageSize, pageSize, signal })

      function receiver(page: number) {
        const onPage = current?.onPage
        return (answer: Page<T>) => {
          self.receive(page, answer)
          onPage?.(answer, page)
        }
      }

      /**
       * The first page, by `fetchPage` (kept for the pages after it). The items on show are cleared at once, or with
       * `refresh` kept until the first page replaces them. A 'load more' in flight is cancelled.
       */
      function load<P extends Page<T>>(
        fetchPage: PageFetcher<T, P>,
        options: PagedLoadOptions<P> = {},
      ): Promise<LoadOutcome<Page<T>>> {
        // the hook is handed the answers of `fetchPage`, which are P
        current = {
          fetchPage,
          onPage: options.onPage as ((answer: Page<T>, page: number) => void) | undefined,
        }
        self.nextPage.reset()
        if (!options.refresh) self.clear()
        return self.firstPage.run(request(fetchPage, 1), receiver(1), { refresh: options.refresh })
      }

      /** The next page, appended; a failure keeps the items and can be tried again with loadMore. */
      function loadMore(): Promise<LoadOutcome<Page<T>>> {
        if (!current || !self.canLoadMore) return noMorePages
        const page = self.page + 1
        return self.nextPage.run(request(current.fetchPage, page), receiver(page))
      }

      return {
        load,
        loadMore,
        /** After a failure: the first page again, or the page that failed to load more. */
        retry(): Promise<LoadOutcome<Page<T>>> {
          if (self.firstPage.hasError && current) return load(current.fetchPage, { onPage: current.onPage })
          if (self.nextPage.hasError) return loadMore()
          return noMorePages
        },
        /** Empty and idle, cancelling any request. */
        reset() {
          current = undefined
          self.firstPage.reset()
          self.nextPage.reset()
          self.clear()
        },
      }
    })
}

export type PagedList<T> = Instance<ReturnType<typeof pagedListModel<T>>>
