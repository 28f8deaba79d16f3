import { observer } from "mobx-react-lite"
import { useEffect, useState } from "react"
import { toIsoDate } from "../../../domain/dates.ts"
import { formatDate } from "../../../platform/i18n/format.ts"
import { useBrand } from "../hooks/useBrand.ts"
import { useClock } from "../hooks/useClock.ts"
import "./print.css"

/**
 * Issue 31: what a printed page says at its top: the provider (the brand's name), the patient's name and the date it
 * was printed (the store's clock, read again as the browser starts printing). Hidden on screen, shown on paper; the
 * page gives the words, in its own namespace (the kiosk and other pages load none of them).
 */
export const PrintHeader = observer(function PrintHeader({
  patientName,
  labels,
}: {
  patientName: string
  labels: { readonly patient: string; readonly printed: string }
}) {
  const { displayName } = useBrand()
  const clock = useClock()
  const [printedAt, setPrintedAt] = useState(clock)
  useEffect(() => {
    const renew = () => setPrintedAt(clock())
    window.addEventListener("beforeprint", renew)
    return () => window.removeEventListener("beforeprint", renew)
  }, [clock])
  const printed = new Date(printedAt)
  return (
    <div className="print-header">
      <p className="print-header__provider">{displayName}</p>
      <dl className="print-header__facts">
        <div>
          <dt>{labels.patient}</dt>
          <dd>{patientName}</dd>
        </div>
        <div>
          <dt>{labels.printed}</dt>
          <dd>
            <time dateTime={toIsoDate(printed)}>{formatDate(printed)}</time>
          </dd>
        </div>
      </dl>
    </div>
  )
})
