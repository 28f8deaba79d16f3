import { useTranslation } from "react-i18next"
import type { ReferralValidity } from "../../../../domain/records.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"

/**
 * spec §4: a referral's validity in words: 'Not valid' once its last day has passed; within 30 days a relative note
 * (today, tomorrow, in N weeks between 7 and 27 days) beside the date; otherwise the date alone.
 */
export function useValidityText(): (validity: ReferralValidity) => string {
  const { t } = useTranslation("records")
  return (validity) => {
    const date = formatDate(validity.validUntil)
    switch (validity.kind) {
      case "not-valid":
        return t("referral.wasValidUntil", { date })
      case "today":
        return t("referral.validUntilNote", { date, note: t("referral.note.today") })
      case "tomorrow":
        return t("referral.validUntilNote", { date, note: t("referral.note.tomorrow") })
      case "weeks":
        return t("referral.validUntilNote", {
          date,
          note: t("referral.note.weeks", { count: validity.weeks }),
        })
      case "date":
        return t("referral.validUntil", { date })
    }
  }
}
