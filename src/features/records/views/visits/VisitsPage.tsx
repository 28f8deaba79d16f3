import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useNow } from "../../../../kit/ui/hooks/useNow.ts"
import { RecordStates } from "../RecordStates.tsx"
import { TimelineList } from "../timeline/TimelineRow.tsx"
import { useRecordsArea } from "../useRecordsArea.ts"
import "../records.css"

/** spec §2 Visits: the patient's visits, newest first, each leading to its medical report; 'No visits'. */
export const VisitsPage = observer(function VisitsPage() {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const { visits } = useRecordsArea()
  const nowMs = useNow(undefined)
  useEffect(() => {
    void visits.load()
  }, [visits, session.lang])
  const title = t("visits.title")
  return (
    <RecordStates title={title} resource={visits} data={visits.data} onRetry={() => void visits.load()}>
      {(items) => (
        <div className="page records">
          <h1>{title}</h1>
          {items.length === 0 ? (
            <p>{t("visits.empty")}</p>
          ) : (
            <TimelineList items={items} lang={session.lang} nowMs={nowMs} />
          )}
        </div>
      )}
    </RecordStates>
  )
})
