import { getEnv, types, type Instance } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { fetchThread, markThreadRead, type ThreadData } from "../../../platform/api/messagingOperations.ts"
import {
  CLOSED_CONVERSATION_TOAST_DELAY_MS,
  MESSAGING_POLL_INTERVAL_MS,
  currentAbsence,
  groupByDay,
  isThreadReadBy,
  soleCustomerCheck,
  threadTitleOf,
  type AbsencePeriod,
  type DayGroup,
  type Moment,
  type ReadMark,
  type ThreadTitle,
} from "../../../domain/messaging.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import { LoadableModel } from "../../../kit/stores/Loadable.ts"
import { PollerModel } from "../../../kit/stores/Poller.ts"
import { ReplyModel } from "./Reply.ts"
import { areaContextOf, messagingClientOf } from "./areaContext.ts"
import { messageOf, type ThreadMessage } from "./types.ts"

/** loading (first load), loaded, error ('Failed to fetch messages…', polling stopped), notFound (not theirs). */
export type ThreadStatus = "idle" | "loading" | "loaded" | "error" | "notFound"

export interface Assignee {
  readonly id: string
  readonly firstName: string
  readonly lastName: string
  readonly title: string | undefined
}

/** The service's name of the query, for anomaly reports (never personal data). */
const THREAD_OPERATION = "MessagingThreadForCustomer"

/**
 * One open thread (spec §2, §4, §7): every message, polled every 120000 ms while open and stopping after an
 * error; marked read when the customer has not read it; its reply box; for a closed thread, the toast 15000 ms
 * after opening.
 */
export const ConversationThreadModel = types
  .model("ConversationThread", {
    threadId: types.identifier,
    loadState: types.optional(LoadableModel, {}),
    poller: types.optional(PollerModel, {}),
    reply: types.optional(ReplyModel, (): { threadId: string } => ({ threadId: "" })),
  })
  .volatile(() => ({
    data: undefined as ThreadData | undefined,
    /** The service answered that there is no such thread of this customer's. */
    notFound: false,
    /** spec §9: the closed-conversation toast is due (15000 ms after an inactive thread opened). */
    closedToastDue: false,
    isOpen: false,
  }))
  .views((self) => ({
    get status(): ThreadStatus {
      if (self.notFound && self.loadState.isLoaded) return "notFound"
      return self.loadState.status
    },
    get title(): ThreadTitle {
      return threadTitleOf(self.data?.title)
    },
    get isActive(): boolean {
      return self.data?.isActive ?? true
    },
    /** A closed thread: it says so, has no reply box and offers a new conversation. */
    get isInactive(): boolean {
      return self.data !== undefined && !self.data.isActive
    },
    /** Oldest first. */
    get messages(): readonly ThreadMessage[] {
      const userId = areaContextOf(self).customerMessagingUserId
      return (self.data?.messages.items ?? [])
        .map((message) => messageOf(message, userId))
        .sort((a, b) => Date.parse(a.created) - Date.parse(b.created))
    },
    get isPollingStopped(): boolean {
      return self.poller.stoppedAfterFailure
    },
    get assignee(): (Assignee & { absences: readonly AbsencePeriod[] }) | undefined {
      const assignment = self.data?.assignments[0]
      if (!assignment) return undefined
      const { id, firstName, lastName, title, absences } = assignment.assignee
      return { id, firstName, lastName, title: title ?? undefined, absences }
    },
  }))
  .views((self) => ({
    get lastMessage(): ThreadMessage | undefined {
      return self.messages.at(-1)
    },
    /** Messages by Helsinki day, with today/yesterday/date as seen at `at` (the views' clock). */
    messageDays(at: Moment): DayGroup<ThreadMessage>[] {
      return groupByDay(self.messages, (message) => message.created, at)
    },
    /** The current assignee's absence in force at `at` (default: the store's now), for the notice. */
    assigneeAbsence(at?: Moment): AbsencePeriod | undefined {
      const absences = self.assignee?.absences ?? []
      const absence = currentAbsence(absences, at ?? nowOf(self))
      return absence && { startDate: absence.startDate, endDate: absence.endDate }
    },
    /** spec §4's read rule for the customer's messaging user. */
    get isReadByCustomer(): boolean {
      const userId = areaContextOf(self).customerMessagingUserId
      if (!self.data || !userId) return true
      const latest = self.data.messages.items.reduce<string | undefined>(
        (max, message) =>
          max === undefined || Date.parse(message.created) > Date.parse(max) ? message.created : max,
        undefined,
      )
      const assignment = self.data.assignments[0]
      return isThreadReadBy({
        userId,
        readStatus: self.data.readStatus,
        lastMessageCreated: latest,
        currentAssignment: assignment && {
          assigneeId: assignment.assignee.id,
          assigned: assignment.assigned,
        },
      })
    },
  }))
  .actions((self) => ({
    receive(data: ThreadData | null) {
      self.data = data ?? undefined
      self.notFound = data === null
    },
    setReadMark(mark: ReadMark) {
      if (!self.data) return
      const readStatus = [...self.data.readStatus.filter((m) => m.readBy !== mark.readBy), mark]
      self.data = { ...self.data, readStatus }
    },
    setClosedToastDue(due: boolean) {
      self.closedToastDue = due
    },
    setOpen(open: boolean) {
      self.isOpen = open
    },
  }))
  .actions((self) => {
    let marking: Promise<void> | undefined
    let anomalyReported = false
    let toastTimer: unknown
    let toastArmed = false
    const timers = () => getEnv<StoreEnv>(self).timers

    /** spec §4: the customer should be the thread's sole customer participant; logged once, kind only. */
    function checkParticipants() {
      const userId = areaContextOf(self).customerMessagingUserId
      if (anomalyReported || !self.data || !userId) return
      const check = soleCustomerCheck(self.data.participants, userId)
      if (check === "ok") return
      anomalyReported = true
      getEnv<StoreEnv>(self).reportError({
        kind: "result",
        operationId: THREAD_OPERATION,
        resultType: `soleCustomerAnomaly:${check}`,
      })
    }

    /** spec §4: a thread the customer has not read is marked read (MarkAsRead). */
    function markReadIfUnread(): Promise<void> | undefined {
      if (marking || !self.data || self.isReadByCustomer) return marking
      marking = (async () => {
        try {
          const mark = await markThreadRead(await messagingClientOf(self), self.threadId)
          self.setReadMark(mark)
          areaContextOf(self).threadRead?.(self.threadId, mark)
        } catch {
          // not read this time: the next load tries again
        } finally {
          marking = undefined
        }
      })()
      return marking
    }

    function clearToastTimer() {
      if (toastTimer !== undefined) timers().clearTimeout(toastTimer)
      toastTimer = undefined
    }

    async function load(refresh: boolean): Promise<boolean> {
      const outcome = await self.loadState.run(
        async (signal) => fetchThread(await messagingClientOf(self), self.threadId, signal),
        self.receive,
        { refresh },
      )
      if (outcome.status !== "loaded") return false
      checkParticipants()
      await markReadIfUnread()
      return true
    }

    function afterFirstLoad() {
      if (!self.isOpen || self.notFound) return
      self.poller.start(
        async () => {
          if (!(await load(true))) throw new Error("the thread did not load")
        },
        // spec §9: every 120000 ms; polling stops after an error
        { intervalMs: MESSAGING_POLL_INTERVAL_MS, stopAfterFailures: 1 },
      )
      if (self.isInactive && !toastArmed) {
        toastArmed = true
        toastTimer = timers().setTimeout(() => {
          toastTimer = undefined
          self.setClosedToastDue(true)
        }, CLOSED_CONVERSATION_TOAST_DELAY_MS)
      }
    }

    return {
      /**
       * The thread's page opens: the draft comes back into the reply box, the thread loads, and once loaded it
       * polls, is marked read if unread, and a closed thread's toast is timed. Settles after the first load.
       */
      async open(): Promise<void> {
        self.setOpen(true)
        self.reply.restoreDraft()
        const loaded = await load(self.loadState.isLoaded)
        self.reply.restoreDraft()
        if (loaded) afterFirstLoad()
      },
      /** The page closes: polling and the toast's timer stop. */
      close() {
        self.setOpen(false)
        self.poller.stop()
        clearToastTimer()
        toastArmed = false
      },
      /** After an error: loads again and, once loaded, polling restarts. */
      async retry(): Promise<void> {
        if (await load(self.loadState.isLoaded)) afterFirstLoad()
      },
      /**
       * Loads again now (after a reply is sent): as a poll while polling, so a failure stops polling as any
       * poll's does. True when the thread is loaded after it.
       */
      async refresh(): Promise<boolean> {
        if (self.poller.isRunning) await self.poller.pollNow()
        else await load(true)
        return self.loadState.isLoaded
      },
      /** The toast has been shown (or dismissed). */
      dismissClosedToast() {
        self.setClosedToastDue(false)
      },
      /** The mark-read request, when one is running (tests wait for it). */
      whenMarked(): Promise<void> {
        return marking ?? Promise.resolve()
      },
      beforeDestroy() {
        clearToastTimer()
      },
    }
  })
  .actions((self) => ({
    /** Sends the reply box (spec §4: cleared on success, kept on failure), then shows the thread as it is now. */
    async sendReply(): Promise<boolean> {
      const sent = await self.reply.send()
      if (!sent) return false
      await self.refresh()
      return true
    },
  }))

export interface ConversationThread extends Instance<typeof ConversationThreadModel> {}
