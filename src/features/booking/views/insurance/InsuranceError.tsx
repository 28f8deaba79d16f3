import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { InsuranceField, InsuranceSelection } from "../../store/insurance/InsuranceSelection.ts"
import { insuranceErrorId } from "./fields.ts"

/** A part's message next to it, once the patient has tried to continue without it (spec booking §5). */
export const InsuranceError = observer(function InsuranceError({
  selection,
  field,
}: {
  selection: InsuranceSelection
  field: InsuranceField
}) {
  const { t } = useTranslation("insurance")
  const error = selection.visibleErrors.find((candidate) => candidate.field === field)
  if (!error) return null
  return (
    <p id={insuranceErrorId(field)} className="insurance__error">
      {t(`errors.${error.message}`)}
    </p>
  )
})

/** aria-describedby for a control whose message may show. */
export function describedBy(selection: InsuranceSelection, field: InsuranceField): string | undefined {
  return selection.visibleErrors.some((error) => error.field === field) ? insuranceErrorId(field) : undefined
}
