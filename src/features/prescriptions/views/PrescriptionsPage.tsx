import { observer } from "mobx-react-lite"
import { useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { renewalIdsParam } from "../../../domain/prescriptions.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { StandaloneCheckbox } from "../../../kit/ui/form/CheckboxField.tsx"
import { GateHint } from "../../../kit/ui/form/GateHint.tsx"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { PrescriptionItem } from "./PrescriptionItem.tsx"
import { SentRenewals } from "./SentRenewals.tsx"
import { usePrescriptionsArea } from "./usePrescriptionsArea.ts"
import "../../../kit/ui/form/field.css"
import "./prescriptions.css"

/**
 * The prescriptions page (spec messaging §2, §3, §4): the list, newest first ('No prescriptions' when empty). With
 * renewal enabled, renewable prescriptions can be chosen one by one or all at once ('select all'; unticking it
 * clears the choice), and the renew button goes to the renewal form with the chosen ids. The button stays
 * reachable with nothing chosen (aria-disabled): a press says what is missing. Below, the renewal requests sent
 * and where each is.
 */
export const PrescriptionsPage = observer(function PrescriptionsPage() {
  const { t } = useTranslation("prescriptions")
  const lang = useCurrentLanguage()
  const navigate = useNavigate()
  const { list, sent } = usePrescriptionsArea()
  const [nothingChosen, setNothingChosen] = useState(false)
  const renewHintId = useId()
  useEffect(() => {
    void list.load()
  }, [list, lang])

  if (list.status === "idle" || list.status === "loading") {
    return <Loading title={t("list.title")} status={t("list.loading")} className="prescriptions" />
  }
  if (list.status === "error") {
    return (
      <LoadFailure
        title={t("list.title")}
        message={t("list.loadError")}
        className="prescriptions"
        onRetry={() => void list.load()}
      />
    )
  }

  const canChoose = list.selectable.length > 0
  const chosen = list.selectedIds
  const renew = () => {
    if (chosen.length === 0) {
      setNothingChosen(true)
      return
    }
    void navigate(buildPath("prescriptionRenewal", lang, { ids: renewalIdsParam(chosen) }))
  }

  return (
    <div className="page prescriptions">
      <h1>{t("list.title")}</h1>
      {list.isEmpty ? (
        <p>{t("list.empty")}</p>
      ) : (
        <>
          {canChoose && (
            <div className="prescriptions__choose-all">
              <p>{t("list.renewIntro")}</p>
              <StandaloneCheckbox
                isSelected={list.allSelected}
                isIndeterminate={list.someSelected}
                onChange={(selected) => {
                  list.setAllSelected(selected)
                  if (selected) setNothingChosen(false)
                }}
              >
                {t("list.selectAll")}
              </StandaloneCheckbox>
            </div>
          )}
          <ul className="prescriptions__list" aria-label={t("list.listLabel")}>
            {list.prescriptions.map((prescription) => (
              <PrescriptionItem key={prescription.id} prescription={prescription} list={list} />
            ))}
          </ul>
          {canChoose && (
            <div className="prescriptions__renew">
              <p role="status" className="prescriptions__count">
                {chosen.length > 0 ? t("list.selectedCount", { count: chosen.length }) : ""}
              </p>
              {nothingChosen && chosen.length === 0 && (
                <p id={renewHintId} role="alert" className="field__error">
                  {t("list.noneSelected")}
                </p>
              )}
              <button
                type="button"
                className="button"
                aria-disabled={chosen.length === 0 || undefined}
                aria-describedby={chosen.length === 0 ? renewHintId : undefined}
                onClick={renew}
              >
                {t("list.renew")}
              </button>
              {/* before a press the same words unseen: the button's description either way */}
              <GateHint
                id={renewHintId}
                text={chosen.length === 0 && !nothingChosen ? t("list.noneSelected") : undefined}
              />
            </div>
          )}
        </>
      )}
      <SentRenewals sent={sent} />
    </div>
  )
})
