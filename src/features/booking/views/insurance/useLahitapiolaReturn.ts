import { useEffect, useRef } from "react"
import { useSearchParams } from "react-router"
import { isDirectCompensationReturnStatus, LAHITAPIOLA_RETURN_PARAM } from "../../../../domain/insurance.ts"
import type { InsuranceSelection } from "../../store/insurance/InsuranceSelection.ts"

/**
 * spec booking §4: the flow starts from the return status of the insurer's redirect, and the return query is
 * cleaned from the URL (replacing the history entry, so Back does not replay it). Runs once per page load.
 */
export function useLahitapiolaReturn(selection: InsuranceSelection, enabled: boolean): void {
  const [params, setParams] = useSearchParams()
  const handled = useRef(false)
  const returned = params.get(LAHITAPIOLA_RETURN_PARAM)
  useEffect(() => {
    if (returned === null || handled.current || !enabled) return
    handled.current = true
    // an unknown status, or one while the flow is off, is only cleaned away
    if (isDirectCompensationReturnStatus(returned) && selection.lahitapiolaFlowOn)
      void selection.returnFromLahitapiola(returned)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(LAHITAPIOLA_RETURN_PARAM)
        return next
      },
      { replace: true },
    )
  }, [returned, enabled, selection, setParams])
}
