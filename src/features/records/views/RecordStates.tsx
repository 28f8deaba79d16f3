import { observer } from "mobx-react-lite"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { LoadStatus } from "../../../kit/stores/Loadable.ts"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { PrintHeader } from "../../../kit/ui/print/PrintHeader.tsx"
import { useStores } from "../../../kit/ui/StoreContext.tsx"

interface Resource {
  readonly status: LoadStatus
  readonly isNotFound: boolean
}

/** spec §8: 'Visit was not found', 'Results were not found': the page names itself so, with a way back. */
function NotFound({ title, back }: { title: string; back: { to: string; label: string } }) {
  usePageTitle(title)
  return (
    <div className="page records">
      <h1>{title}</h1>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </div>
  )
}

/**
 * A records page's states: its content once the data is in (also while a language switch reads it again), the
 * page's own 'not found' for a 404, a load failure with a retry, or loading; each with a first-level heading, so
 * focus has somewhere to land.
 */
function RecordStatesView<T>({
  title,
  resource,
  data,
  notFound,
  onRetry,
  children,
}: {
  title: string
  resource: Resource
  data: T | undefined
  notFound?: { title: string; back: { to: string; label: string } }
  onRetry(): void
  children(data: T): ReactNode
}) {
  const { t } = useTranslation("records")
  if (data !== undefined) return <>{children(data)}</>
  if (resource.status === "error" && resource.isNotFound && notFound) return <NotFound {...notFound} />
  if (resource.status === "error") {
    return <LoadFailure title={title} message={t("loadError")} className="records" onRetry={onRetry} />
  }
  return <Loading title={title} status={t("loading")} className="records" />
}
export const RecordStates = observer(RecordStatesView) as typeof RecordStatesView

/** Prints the page (the print stylesheet leaves out the menu and buttons). */
export function PrintButton() {
  const { t } = useTranslation("records")
  return (
    <button
      type="button"
      className="button records__print"
      data-variant="secondary"
      onClick={() => window.print()}
    >
      {t("print")}
    </button>
  )
}

/**
 * A printed record's header: the provider, the patient (`patientName` where the record names them, otherwise whose
 * matters the session handles) and the print date.
 */
export const RecordPrintHeader = observer(function RecordPrintHeader({
  patientName,
}: {
  patientName?: string
}) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const person = session.actingFor ?? session.user
  const name = patientName ?? (person ? `${person.firstName} ${person.lastName}` : "")
  return (
    <PrintHeader
      patientName={name}
      labels={{ patient: t("printHeader.patient"), printed: t("printHeader.printed") }}
    />
  )
})
