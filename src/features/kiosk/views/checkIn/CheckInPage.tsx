import { observer } from "mobx-react-lite"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useKioskArea } from "../useKioskArea.ts"
import { usePageTitle } from "../../../../kit/ui/page/usePageTitle.ts"
import { useKiosk } from "../KioskContext.tsx"
import { ResultScreen } from "../ResultScreen.tsx"
import { BookingCodeStep } from "./BookingCodeStep.tsx"
import { CheckInNetworkError, CheckInResult } from "./CheckInResult.tsx"
import { ConfirmStep } from "./ConfirmStep.tsx"
import { useSpeechBack } from "../speech/bus.ts"

/** Check-in at the kiosk: the booking code or link, then the last 4 characters, then the result. */
export const CheckInPage = observer(function CheckInPage() {
  const { t } = useTranslation("kiosk")
  const { kioskCheckIn } = useKioskArea()
  const { checkIn } = kioskCheckIn
  const { endVisit } = useKiosk()
  const [noCode, setNoCode] = useState(false)
  usePageTitle(t("checkIn.title"))
  // Escape in speech mode: from the identity code back to the booking code, from there to the start
  useSpeechBack(() => {
    if (noCode || kioskCheckIn.lookup !== "found" || checkIn.isFinished) return false
    kioskCheckIn.restart()
    return true
  })
  useEffect(() => {
    kioskCheckIn.restart()
    return () => kioskCheckIn.restart()
  }, [kioskCheckIn])

  if (noCode) {
    return (
      <ResultScreen title={t("checkIn.results.noCodeTitle")}>
        <p className="kiosk-result__lead">{t("checkIn.results.noCode")}</p>
      </ResultScreen>
    )
  }
  if (kioskCheckIn.lookup === "found" && checkIn.isFinished) return <CheckInResult checkIn={checkIn} />
  return (
    <div className="kiosk-page">
      <h1>{t("checkIn.title")}</h1>
      {kioskCheckIn.lookup !== "found" ? (
        <BookingCodeStep onNoCode={() => setNoCode(true)} />
      ) : checkIn.state === "network-error" ? (
        <CheckInNetworkError onRetry={() => void checkIn.retry()} />
      ) : (
        <ConfirmStep />
      )}
      <p>
        <button type="button" className="button kiosk-button" data-variant="plain" onClick={endVisit}>
          {t("checkIn.startOver")}
        </button>
      </p>
    </div>
  )
})
