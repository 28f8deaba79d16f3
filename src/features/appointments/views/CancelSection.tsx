import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { customerServicePhoneFor } from "../../../platform/brand/config.ts"
import { APPOINTMENT_CANCELLED_FRAGMENT, CANCEL_REDIRECT_DELAY_MS } from "../../../domain/appointmentRules.ts"
import { nowOn } from "../../../domain/dates.ts"
import { withinBindingThreshold } from "../../../domain/reservationRules.ts"
import { formatDateTime } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { OwnAppointment } from "../store/OwnAppointment.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useClock } from "../../../kit/ui/hooks/useClock.ts"
import { CancelDialog } from "./CancelDialog.tsx"

/**
 * spec booking §8: logged in, a failed cancel says to call customer service, with the reason 'The appointment is
 * in less than {n} hours' when the start is within the brand's hours (the default phone when none is known).
 */
export const CancelFailure = observer(function CancelFailure({
  own,
  tooLate,
  tone = "danger",
}: {
  own: OwnAppointment
  tooLate: boolean
  /** danger after a failed attempt; info where cancelling is no longer offered */
  tone?: "danger" | "info"
}) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const clock = useClock()
  const brand = useBrand()
  const hours = brand.bindingReservationHours
  const phone = customerServicePhoneFor(brand, session.healthCareType)
  const reason = withinBindingThreshold(own.appointment.startDate, brand, nowOn(clock))
    ? t("cancel.reasonHours", { count: hours })
    : ""
  return (
    <div className="notice" data-tone={tone === "danger" ? "danger" : undefined}>
      <p className={tone === "danger" ? "own-appointment__error" : "own-appointment__notice-title"}>
        {t(tooLate ? "cancel.tooLate" : "cancel.error")}
      </p>
      {tone === "danger" && <p>{t("cancel.callUs", { reason, phone: phone.display })}</p>}
    </div>
  )
})

/**
 * spec booking §4 'Cancel': shown only if the appointment may be cancelled, is not checked in, and shows no
 * error or consent notice; a confirmation dialog, the delete, then the front page with #appointment-cancelled
 * after a short delay.
 */
export const CancelSection = observer(function CancelSection({ own }: { own: OwnAppointment }) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const navigate = useNavigate()
  const { cancel } = own
  const succeeded = cancel.state === "cancel-success"

  useEffect(() => {
    if (!succeeded) return
    const timer = setTimeout(
      () => navigate(`${buildPath("front", session.lang)}#${APPOINTMENT_CANCELLED_FRAGMENT}`),
      CANCEL_REDIRECT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [succeeded, navigate, session.lang])

  // Where cancelling is no longer offered (too close to the start), say so and whom to call
  const tooLateAlready = own.isTooLateToCancel && cancel.state === "idle"
  if (succeeded) {
    return (
      <p role="status" className="own-appointment__cancelled">
        {t("cancel.success")}
      </p>
    )
  }
  return (
    <div className="own-appointment__cancel">
      {tooLateAlready && <CancelFailure own={own} tooLate tone="info" />}
      <div role="alert">
        {cancel.hasFailed && <CancelFailure own={own} tooLate={cancel.state === "cancel-too-late"} />}
      </div>
      {own.showsCancel && (!cancel.hasFailed || cancel.retryable) && (
        <button type="button" className="button" data-variant="secondary" onClick={cancel.askToConfirm}>
          {t("cancel.button")}
        </button>
      )}
      <CancelDialog
        isOpen={cancel.state === "confirming" || cancel.state === "cancelling"}
        time={formatDateTime(own.appointment.startDate, session.lang)}
        cancelling={cancel.state === "cancelling"}
        onConfirm={() => void cancel.cancel(own.id)}
        onDismiss={cancel.dismiss}
      />
    </div>
  )
})
