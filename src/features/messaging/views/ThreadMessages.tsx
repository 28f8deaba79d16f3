import { observer } from "mobx-react-lite"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { SCROLL_TO_LAST_MESSAGE_DELAY_MS } from "../../../domain/messaging.ts"
import { formatWeekdayDate } from "../../../platform/i18n/format.ts"
import type { ConversationThread, DayGroup, ThreadMessage } from "../store/area.ts"
import { useClock } from "../../../kit/ui/hooks/useClock.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { MessageItem } from "./MessageItem.tsx"

/** spec §2: a day's heading: today, yesterday, or the weekday and date. */
function useDayLabel(): (day: DayGroup<ThreadMessage>) => string {
  const { t } = useTranslation("messaging")
  const lang = useCurrentLanguage()
  return (day) => {
    if (day.kind === "today") return t("thread.today")
    if (day.kind === "yesterday") return t("thread.yesterday")
    return formatWeekdayDate(day.date, lang)
  }
}

/**
 * Messages that arrive while the thread is open (a poll), other than the customer's own, said by a polite live
 * region ('2 new messages arrived'); the first load says nothing.
 */
function useArrivals(messages: readonly ThreadMessage[]): string {
  const { t } = useTranslation("messaging")
  const seen = useRef<Set<string>>(undefined)
  const [announcement, setAnnouncement] = useState("")
  const ids = messages.map((message) => message.id).join(",")
  useEffect(() => {
    if (messages.length === 0) return
    if (seen.current === undefined) {
      seen.current = new Set(messages.map((message) => message.id))
      return
    }
    const arrived = messages.filter((message) => !seen.current!.has(message.id))
    for (const message of arrived) seen.current.add(message.id)
    const fromOthers = arrived.filter((message) => !message.isOwn).length
    if (fromOthers > 0) setAnnouncement(t("thread.newMessages", { count: fromOthers }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are what changes
  }, [ids, t])
  return announcement
}

/**
 * spec §2: the thread's messages by day in Helsinki time, each day under its heading and its messages a list,
 * scrolled to the last message 100 ms after they first show.
 */
export const ThreadMessages = observer(function ThreadMessages({ thread }: { thread: ConversationThread }) {
  const { t } = useTranslation("messaging")
  const now = useClock()()
  const dayLabel = useDayLabel()
  const lastRef = useRef<HTMLDivElement>(null)
  const { messages } = thread
  const announcement = useArrivals(messages)
  const hasMessages = messages.length > 0
  useEffect(() => {
    if (!hasMessages) return
    const timer = setTimeout(
      () => lastRef.current?.scrollIntoView({ block: "end" }),
      SCROLL_TO_LAST_MESSAGE_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [hasMessages])
  return (
    <section className="thread__messages" aria-label={t("thread.messages")}>
      {thread.messageDays(new Date(now)).map((day) => (
        <section key={day.key} className="thread__day" aria-labelledby={`day-${day.key}`}>
          <h2 id={`day-${day.key}`} className="thread__day-heading">
            {dayLabel(day)}
          </h2>
          <ol className="messages">
            {day.items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        </section>
      ))}
      <div ref={lastRef} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  )
})
