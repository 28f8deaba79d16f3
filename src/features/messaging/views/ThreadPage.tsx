import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { formatDate } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { ConversationThread } from "../store/area.ts"
import { useClock } from "../../../kit/ui/hooks/useClock.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { useToast } from "../../../kit/ui/toast/ToastProvider.tsx"
import { useThreadTitle } from "./ConversationItem.tsx"
import { MessagingGate } from "./MessagingGate.tsx"
import { ReplyForm } from "./ReplyForm.tsx"
import { ThreadMessages } from "./ThreadMessages.tsx"
import { useMessagingArea } from "./useMessagingArea.ts"
import "./messaging.css"

/** spec §9: 15000 ms after a closed thread opens, a toast says it is closed. */
function useClosedToast(thread: ConversationThread) {
  const { t } = useTranslation("messaging")
  const toast = useToast()
  const due = thread.closedToastDue
  useEffect(() => {
    if (!due) return
    toast.show({
      tone: "info",
      text: t("thread.closedToast"),
      description: t("thread.closedToastDescription"),
    })
    thread.dismissClosedToast()
  }, [due, thread, toast, t])
}

/** spec §2: the assignee is away: who, and from when to when. */
const AbsenceNotice = observer(function AbsenceNotice({ thread }: { thread: ConversationThread }) {
  const { t } = useTranslation("messaging")
  const now = useClock()()
  const absence = thread.assigneeAbsence(new Date(now))
  const assignee = thread.assignee
  if (!absence || !assignee) return null
  return (
    <div className="notice messaging__absence">
      <p>
        {t("thread.absence", {
          name: `${assignee.firstName} ${assignee.lastName}`,
          start: formatDate(absence.startDate),
          end: formatDate(absence.endDate),
        })}
      </p>
    </div>
  )
})

const Thread = observer(function Thread({ thread }: { thread: ConversationThread }) {
  const { t } = useTranslation("messaging")
  const lang = useCurrentLanguage()
  const titleOf = useThreadTitle()
  useClosedToast(thread)
  useEffect(() => {
    void thread.open()
    return () => thread.close()
  }, [thread])

  const back = (
    <p className="messaging__back">
      <Link to={buildPath("conversations", lang)}>
        <span aria-hidden="true">‹ </span>
        {t("thread.back")}
      </Link>
    </p>
  )
  const { status } = thread
  if (status === "idle" || status === "loading") {
    return <Loading title={t("fallbackTitle")} status={t("loading")} className="messaging" />
  }
  if (status === "notFound") {
    return (
      <div className="page messaging">
        {back}
        <h1>{t("fallbackTitle")}</h1>
        <p>{t("thread.notFound")}</p>
      </div>
    )
  }
  if (status === "error" && thread.data === undefined) {
    return (
      <LoadFailure
        title={t("fallbackTitle")}
        message={t("thread.loadError")}
        className="messaging"
        onRetry={() => void thread.retry()}
      />
    )
  }
  return (
    <div className="page messaging thread">
      {back}
      <h1>{titleOf(thread.title)}</h1>
      {status === "error" && (
        <div className="notice messaging__error" data-tone="danger" role="alert">
          <p>{t("thread.loadError")}</p>
          <button type="button" className="button" onClick={() => void thread.retry()}>
            {t("retry")}
          </button>
        </div>
      )}
      <AbsenceNotice thread={thread} />
      <ThreadMessages thread={thread} />
      {thread.isInactive ? (
        <div className="notice messaging__closed">
          <p>{t("thread.closed")}</p>
          <Link className="button" to={buildPath("conversationNew", lang)}>
            {t("thread.startNew")}
          </Link>
        </div>
      ) : (
        <ReplyForm thread={thread} />
      )}
    </div>
  )
})

/** The thread of the address, made the area's open thread once the page shows (not during a render). */
const OpenThread = observer(function OpenThread({ threadId }: { threadId: string }) {
  const { t } = useTranslation("messaging")
  const area = useMessagingArea()
  useEffect(() => {
    area.openThread(threadId)
  }, [area, threadId])
  const thread = area.threads.get(threadId)
  if (!thread) return <Loading title={t("fallbackTitle")} status={t("loading")} className="messaging" />
  return <Thread key={threadId} thread={thread} />
})

/** spec §2: one conversation, by its numeric id in the address, behind the messaging access rules. */
export const ThreadPage = observer(function ThreadPage() {
  const { t } = useTranslation("messaging")
  const { threadId = "" } = useParams()
  return <MessagingGate title={t("fallbackTitle")}>{() => <OpenThread threadId={threadId} />}</MessagingGate>
})
