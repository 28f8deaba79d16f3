import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { Lang } from "../../../../domain/language.ts"
import { avatarInitials, referralValidity } from "../../../../domain/records.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { Referral } from "../../store/area.ts"
import { useValidityText } from "./useValidityText.ts"

/** The referral page's address by the referral's type. */
export function referralPath(referral: Pick<Referral, "id" | "type">, lang: Lang): string {
  return referral.type === "laboratory"
    ? buildPath("laboratoryReferral", lang, { id: referral.id })
    : buildPath("imagingReferral", lang, { id: referral.id })
}

/**
 * spec §2 Laboratory and Imaging: the referrals, each with its title (to the referral's page), who referred, when,
 * and its validity (spec §4: 'Not valid' for a past one, a relative note within 30 days).
 */
export const ReferralList = observer(function ReferralList({
  referrals,
  lang,
  nowMs,
}: {
  referrals: readonly Referral[]
  lang: Lang
  nowMs: number
}) {
  const { t } = useTranslation("records")
  const validityText = useValidityText()
  return (
    <ul className="record-rows">
      {referrals.map((referral) => {
        const validity = referralValidity(referral.validUntil, new Date(nowMs))
        const expired = validity.kind === "not-valid"
        return (
          <li key={referral.id} className="record-row" data-expired={expired || undefined}>
            <span className="record-avatar" data-kind="person" aria-hidden="true">
              {avatarInitials(referral.practitioner.name)}
            </span>
            <div className="record-row__body">
              <p className="record-row__title">
                <Link to={referralPath(referral, lang)}>{referral.title}</Link>
                {expired && (
                  <span className="record-tag" data-tone="muted">
                    {t("referral.notValid")}
                  </span>
                )}
              </p>
              <p className="record-row__subtitle">
                {t(`referral.${referral.type}`)} · {referral.practitioner.name}
              </p>
              <p className="record-row__meta">
                <span>
                  {t("referral.issued")}{" "}
                  <time dateTime={referral.creationDate}>{formatDate(referral.creationDate)}</time>
                </span>
                <span className="record-row__valid">{validityText(validity)}</span>
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
})
