import { observer } from "mobx-react-lite"
import { forwardRef } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { CONTACT_FIELDS } from "../../../profile/index.ts"
import { contactFieldId } from "../../../account/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { useInsuranceArea } from "../insurance/useInsuranceArea.ts"
import { ErrorSummary, type SummaryItem } from "../../../../kit/ui/form/ErrorSummary.tsx"
import { insuranceFieldId } from "../insurance/fields.ts"

export const BINDING_ID = "reservation-binding"
export const REFERRAL_ID = "reservation-referral"
export const errorIdOf = (id: string) => `${id}-error`

/**
 * spec booking §5, house rule: after a blocked Reserve every missing part is listed with a link to its field
 * (the insurance choice's own messages included); it takes focus, and shrinks as the parts are completed.
 */
export const BlockedSummary = observer(
  forwardRef<HTMLDivElement>(function BlockedSummary(_props, ref) {
    const { t } = useTranslation("booking")
    const { t: ti } = useTranslation("insurance")
    const { loggedInReservation: reservation } = useBookingArea()
    const { insuranceSelection } = useInsuranceArea()
    if (!reservation.fields.submitAttempted) return null
    const { contact } = reservation
    const firstContactProblem = CONTACT_FIELDS.find((field) => contact.problems[field] !== undefined)
    const items = reservation.missingRequirements.flatMap((item): SummaryItem[] => {
      switch (item) {
        case "contact":
          return [
            {
              id: contactFieldId("reservation-contact", firstContactProblem ?? CONTACT_FIELDS[0]),
              text: t("loggedIn.blocked.contactRequired"),
            },
          ]
        case "description":
          return [{ id: "reservation-description", text: t("loggedIn.description.tooLong") }]
        case "insurance":
          return insuranceSelection.visibleErrors.map((error) => ({
            id: insuranceFieldId(error.field),
            text: ti(`errors.${error.message}`),
          }))
        case "binding":
          return [{ id: BINDING_ID, text: t("reservation.errors.bindingRequired") }]
        case "referral":
          return [{ id: REFERRAL_ID, text: t("loggedIn.blocked.referralRequired") }]
      }
    })
    if (contact.isDirty)
      items.unshift({
        id: contactFieldId("reservation-contact", firstContactProblem ?? CONTACT_FIELDS[0]),
        text: t("loggedIn.form.saveContactFirst"),
      })
    return (
      <ErrorSummary ref={ref} id="reservation-blocked" title={t("reservation.summary.title")} items={items} />
    )
  }),
)

/** spec messaging §4: patientDataConsentRequired switches to the consent prompt (to the consent form and back). */
export const ConsentPrompt = observer(function ConsentPrompt({ next }: { next: string }) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  return (
    <section className="notice" data-tone="warning" aria-labelledby="consent-prompt-heading">
      <h2 id="consent-prompt-heading">{t("loggedIn.consent.title")}</h2>
      <p role="alert">{t("loggedIn.consent.body")}</p>
      <Link className="button" to={buildPath("dataProcessing", session.lang, undefined, { next })}>
        {t("loggedIn.consent.link")}
      </Link>
    </section>
  )
})

/** spec booking §4: 'Booking interrupted' (not credit-worthy, visit not occupational) with billing's phone and email. */
export const BookingInterrupted = observer(function BookingInterrupted({ listPath }: { listPath: string }) {
  const { t } = useTranslation("booking")
  const { loggedInReservation } = useBookingArea()
  const { billingPhone, billingEmail } = loggedInReservation.brand
  return (
    <div className="page reservation">
      <h1>{t("loggedIn.interrupted.title")}</h1>
      <div className="notice" data-tone="warning">
        <p>{t("loggedIn.interrupted.body")}</p>
        <ul>
          <li>
            {t("loggedIn.interrupted.phone")} <a href={`tel:${billingPhone.e164}`}>{billingPhone.display}</a>
          </li>
          <li>
            {t("loggedIn.interrupted.email")} <a href={`mailto:${billingEmail}`}>{billingEmail}</a>
          </li>
        </ul>
      </div>
      <p>
        <Link to={listPath}>{t("reservation.backToList")}</Link>
      </p>
    </div>
  )
})
