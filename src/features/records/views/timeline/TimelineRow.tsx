import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { Lang } from "../../../../domain/language.ts"
import { referralValidity } from "../../../../domain/records.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildRoutePath, isRouteId } from "../../../../platform/routing/index.ts"
import type { TimelineItem } from "../../store/area.ts"
import { useContentLang } from "../../../../kit/ui/hooks/useContentLang.ts"
import { useValidityText } from "../referrals/useValidityText.ts"
import { Avatar } from "./Avatar.tsx"
import { itemWhen } from "./itemWhen.ts"
import "../records.css"

function pathOf(item: TimelineItem, lang: Lang): string | undefined {
  const { route, params } = item.link
  return isRouteId(route) ? buildRoutePath(route, lang, params) : undefined
}

const REFERRAL_ROUTES: readonly string[] = ["laboratoryReferral", "imagingReferral"]

/**
 * One row of a records list or a front-page summary (spec §2 'Lists and summaries'): avatar, title (the link),
 * subtitle, date, valid-until, and 'New' for a highlighted item (a word and a mark, not colour alone).
 */
export const TimelineRow = observer(function TimelineRow({
  item,
  lang,
  nowMs,
}: {
  item: TimelineItem
  lang: Lang
  nowMs: number
}) {
  const { t } = useTranslation("records")
  const validityText = useValidityText()
  const path = pathOf(item, lang)
  const when = itemWhen(item, lang, nowMs)
  // a questionnaire's title is its form's, the provider's Finnish (docs/decisions/0004); other titles come in the
  // language asked for
  const providerLang = useContentLang()
  const titleLang = item.link.route === "questionnaire" ? providerLang : undefined
  let validUntil: string | undefined
  if (item.validUntilDate) {
    validUntil = REFERRAL_ROUTES.includes(item.link.route)
      ? validityText(referralValidity(item.validUntilDate, new Date(nowMs)))
      : item.link.route === "questionnaire"
        ? t("front.openUntil", { date: formatDate(item.validUntilDate) })
        : t("referral.validUntil", { date: formatDate(item.validUntilDate) })
  }
  return (
    <li className="record-row" data-highlighted={item.highlighted || undefined}>
      <Avatar avatar={item.avatar} />
      <div className="record-row__body">
        <p className="record-row__title">
          {path ? (
            <Link to={path} lang={titleLang}>
              {item.title}
            </Link>
          ) : (
            <span lang={titleLang}>{item.title}</span>
          )}
          {item.highlighted && <span className="record-tag">{t("new")}</span>}
        </p>
        {item.subtitle && <p className="record-row__subtitle">{item.subtitle}</p>}
        <p className="record-row__meta">
          <time dateTime={item.dateTime ?? item.date}>{when}</time>
          {validUntil && <span className="record-row__valid">{validUntil}</span>}
        </p>
      </div>
    </li>
  )
})

/** A list of timeline rows. */
export function TimelineList({
  items,
  lang,
  nowMs,
  label,
}: {
  items: readonly TimelineItem[]
  lang: Lang
  nowMs: number
  label?: string
}) {
  return (
    <ul className="record-rows" aria-label={label}>
      {items.map((item) => (
        <TimelineRow key={item.id} item={item} lang={lang} nowMs={nowMs} />
      ))}
    </ul>
  )
}
