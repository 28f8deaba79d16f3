import { types, type Instance } from "mobx-state-tree"
import { fetchThreads, type ThreadSummaryData } from "../../../platform/api/messagingOperations.ts"
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGING_POLL_INTERVAL_MS,
  clampPage,
  pageCount,
  paginationWindow,
  type PaginationEntry,
  type ReadMark,
} from "../../../domain/messaging.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import { PollerModel } from "../../../kit/stores/Poller.ts"
import { areaContextOf, messagingClientOf } from "./areaContext.ts"
import { summaryOf, type ConversationSummary } from "./types.ts"

/**
 * The customer's conversations (spec §2, §7): every thread with its latest message (MessagingThreads, limit
 * 9999), shown 10 a page; polled every 120000 ms while a page shows them, stopping after an error until a retry.
 */
export const ConversationListModel = OneLoadModel.named("ConversationList")
  .props({
    poller: types.optional(PollerModel, {}),
    /** The page asked for (from the URL), counting from 1; `currentPage` keeps it within the pages there are. */
    page: 1,
  })
  .volatile(() => ({
    threads: [] as readonly ThreadSummaryData[],
    totalCount: 0,
    /** How many views show the list (the list page, the front page block): polling runs while any does. */
    openCount: 0,
  }))
  .views((self) => ({
    /** Every thread, the most recently active first, with unread by spec §4's rule. */
    get items(): readonly ConversationSummary[] {
      const userId = areaContextOf(self).customerMessagingUserId
      return self.threads.map((thread) => summaryOf(thread, userId))
    },
    get isEmpty(): boolean {
      return self.loadState.isLoaded && self.threads.length === 0
    },
    /** Polling stopped after an error: the error shows with a retry that restarts it. */
    get isPollingStopped(): boolean {
      return self.poller.stoppedAfterFailure
    },
  }))
  .views((self) => ({
    get pageCount(): number {
      return pageCount(self.items.length, CONVERSATIONS_PAGE_SIZE)
    },
    get currentPage(): number {
      return clampPage(self.page, this.pageCount)
    },
    /** The current page's threads (10). */
    get pageItems(): readonly ConversationSummary[] {
      const start = (this.currentPage - 1) * CONVERSATIONS_PAGE_SIZE
      return self.items.slice(start, start + CONVERSATIONS_PAGE_SIZE)
    },
    /** spec §2: first, last and a window around the current page, with gaps (dots) between. */
    get pagination(): readonly PaginationEntry[] {
      return paginationWindow(this.currentPage, this.pageCount)
    },
    /** Unread threads, for the menu item and the front page; undefined until loaded. */
    get unreadCount(): number | undefined {
      return self.loadState.isLoaded || self.threads.length > 0
        ? self.items.filter((item) => item.isUnread).length
        : undefined
    },
    /** The `count` most recently active threads (the front page's summaries). */
    latest(count: number): readonly ConversationSummary[] {
      return self.items.slice(0, count)
    },
  }))
  .actions((self) => ({
    receive(answer: { totalCount: number; items: readonly ThreadSummaryData[] }) {
      self.threads = answer.items
      self.totalCount = answer.totalCount
    },
    /** The page from the URL (any number: out of range shows the nearest page). */
    setPage(page: number) {
      self.page = Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1
    },
    /** A thread was just marked read: the list shows it read without waiting for the next poll. */
    markReadLocally(threadId: string, mark: ReadMark) {
      self.threads = self.threads.map((thread) =>
        thread.id === threadId
          ? { ...thread, readStatus: [...thread.readStatus.filter((m) => m.readBy !== mark.readBy), mark] }
          : thread,
      )
    },
    setOpenCount(count: number) {
      self.openCount = count
    },
  }))
  .actions((self) => ({
    /** Loads the list (again); a loaded list stays on show while it reloads. True when it loaded. */
    async load(): Promise<boolean> {
      const outcome = await self.loadState.run(
        async (signal) => fetchThreads(await messagingClientOf(self), signal),
        self.receive,
        { refresh: self.loadState.isLoaded },
      )
      return outcome.status === "loaded"
    },
  }))
  .actions((self) => {
    function startPolling() {
      self.poller.start(
        async () => {
          if (!(await self.load())) throw new Error("the conversations did not load")
        },
        // spec §9: every 120000 ms; polling stops after an error
        { intervalMs: MESSAGING_POLL_INTERVAL_MS, stopAfterFailures: 1 },
      )
    }
    return {
      /**
       * A view shows the list. The first view to show it loads it (a list loaded before stays on show while it
       * reloads: a thread just read or started shows as it is now) and polls while any view shows it. The
       * promise settles once that load has.
       */
      async open(): Promise<void> {
        const first = self.openCount === 0
        self.setOpenCount(self.openCount + 1)
        if (!first) return
        if ((await self.load()) && self.openCount > 0 && !self.poller.isRunning) startPolling()
      },
      /** A view no longer shows it: polling stops when none does. */
      close() {
        self.setOpenCount(Math.max(0, self.openCount - 1))
        if (self.openCount === 0) self.poller.stop()
      },
      /** After an error: loads again and, once loaded, polling restarts. */
      async retry(): Promise<void> {
        if ((await self.load()) && self.openCount > 0) startPolling()
      },
    }
  })

export interface ConversationList extends Instance<typeof ConversationListModel> {}
