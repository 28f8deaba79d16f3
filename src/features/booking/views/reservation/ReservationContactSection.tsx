import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { CONTACT_FIELDS } from "../../../profile/index.ts"
import { ContactFields, useContactSummary } from "../../../account/index.ts"
import { useBookingArea } from "../useBookingArea.ts"
import { ErrorSummary } from "../../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../../kit/ui/form/GateHint.tsx"

/**
 * spec booking §4, §5: the reservation's contact information: read-only with Edit, or the shared contact fields
 * with Save and Cancel. A first-time user (no complete details saved) fills them in first and continues with
 * 'Continue to reservation'.
 */
export const ReservationContactSection = observer(function ReservationContactSection() {
  const { t } = useTranslation("booking")
  const { loggedInReservation: reservation } = useBookingArea()
  const { contact } = reservation
  const summaryItems = useContactSummary(contact, "reservation-contact")
  // spec §5 'Contact info (logged-in)': Save disabled while any field is invalid
  const gate = useGatedSubmit({
    isOpen: contact.isValid && contact.status !== "saving",
    isBusy: contact.status === "saving",
    submit: () => reservation.saveContact(),
  })

  return (
    <section className="reservation__contact" aria-labelledby="reservation-contact-heading">
      <h2 id="reservation-contact-heading">{t("loggedIn.contact.title")}</h2>
      {reservation.editingContact ? (
        <form noValidate onSubmit={gate.onSubmit}>
          {reservation.firstTimeContact && (
            <p className="notice" data-tone="warning">
              {t("loggedIn.contact.firstTime")}
            </p>
          )}
          <ErrorSummary
            ref={gate.summaryRef}
            id="reservation-contact-summary"
            title={t("loggedIn.contact.summary")}
            items={summaryItems}
            general={
              contact.status === "saveError" ? (
                <p role="alert">{t("loggedIn.contact.saveError")}</p>
              ) : undefined
            }
          />
          <ContactFields form={contact} idPrefix="reservation-contact" />
          <div className="reservation__actions">
            <button className="button" {...gate.buttonProps}>
              {t(reservation.firstTimeContact ? "loggedIn.contact.continue" : "loggedIn.contact.save")}
            </button>
            <GateHint {...gate.hint} />
            {!reservation.firstTimeContact && (
              <button
                type="button"
                className="button"
                data-variant="secondary"
                onClick={() => reservation.cancelContactEdit()}
              >
                {t("loggedIn.contact.cancel")}
              </button>
            )}
          </div>
        </form>
      ) : (
        <>
          <dl className="reservation__contact-details">
            {CONTACT_FIELDS.map((field) => (
              <div key={field}>
                <dt>{t(`loggedIn.contact.fields.${field}`)}</dt>
                <dd>{contact[field]}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="button"
            data-variant="secondary"
            onClick={() => reservation.editContact()}
          >
            {t("loggedIn.contact.edit")}
          </button>
        </>
      )}
    </section>
  )
})
