import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { ARRIVAL_DESCRIPTION_MAX } from "../../../../domain/reservationRules.ts"
import { useBookingArea } from "../useBookingArea.ts"
import "../../../../kit/ui/form/field.css"

/** spec booking §5: the arrival description, at most 300 characters ('Character limit exceeded' blocks booking). */
export const ArrivalDescription = observer(function ArrivalDescription() {
  const { t } = useTranslation("booking")
  const { loggedInReservation: reservation } = useBookingArea()
  const tooLong = reservation.descriptionTooLong
  return (
    <div className="field" data-invalid={tooLong || undefined}>
      <label htmlFor="reservation-description">{t("loggedIn.description.label")}</label>
      <p id="reservation-description-hint" className="field__hint">
        {t("loggedIn.description.hint")}
      </p>
      <textarea
        id="reservation-description"
        rows={4}
        value={reservation.description}
        aria-invalid={tooLong || undefined}
        aria-describedby={`reservation-description-hint reservation-description-count${tooLong ? " reservation-description-error" : ""}`}
        onChange={(event) => reservation.setDescription(event.target.value)}
      />
      <p id="reservation-description-count" className="field__hint">
        {t("loggedIn.description.count", {
          length: reservation.description.length,
          max: ARRIVAL_DESCRIPTION_MAX,
        })}
      </p>
      {tooLong && (
        <p id="reservation-description-error" className="field__error" role="alert">
          {t("loggedIn.description.tooLong")}
        </p>
      )}
    </div>
  )
})
