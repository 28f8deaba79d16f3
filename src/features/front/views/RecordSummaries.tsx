import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { ROUTES_MISSING_IN_CHILDREN_BRAND } from "../../../domain/menu.ts"
import { brandOf } from "../../../domain/features.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { Summary, TimelineItem } from "../store/area.ts"
import { TimelineList } from "../../records/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useNow } from "../../../kit/ui/hooks/useNow.ts"
import { useFrontArea } from "./useFrontArea.ts"
import { SummaryBlock } from "./SummaryBlock.tsx"

type TimelineBlock = "visits" | "laboratory" | "questionnaires" | "imaging"

const SHOW_ALL_ROUTE = {
  visits: "visits",
  laboratory: "laboratory",
  questionnaires: "questionnaires",
  imaging: "imaging",
} as const satisfies Record<TimelineBlock, string>

/** A block of timeline items (spec §2 'Lists and summaries'): avatar, title, subtitle, date, valid-until, 'New'. */
const TimelineSummary = observer(function TimelineSummary({
  block,
  items,
}: {
  block: TimelineBlock
  items: Summary<TimelineItem> | undefined
}) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const nowMs = useNow(undefined)
  const lang = session.lang
  return (
    <SummaryBlock
      title={t(`front.${block}`)}
      items={items}
      empty={t(`front.${block}Empty`)}
      unavailable={t("unavailable")}
      showAll={{ to: buildPath(SHOW_ALL_ROUTE[block], lang), label: t(`front.${block}All`) }}
    >
      {(shown) => <TimelineList items={shown} lang={lang} nowMs={nowMs} />}
    </SummaryBlock>
  )
})

export const VisitsSummary = observer(function VisitsSummary() {
  const { frontPage } = useFrontArea()
  return <TimelineSummary block="visits" items={frontPage.visitSummaries} />
})

export const LaboratorySummary = observer(function LaboratorySummary() {
  const { frontPage } = useFrontArea()
  return <TimelineSummary block="laboratory" items={frontPage.labResultSummaries} />
})

export const ImagingSummary = observer(function ImagingSummary() {
  const { frontPage } = useFrontArea()
  return <TimelineSummary block="imaging" items={frontPage.imagingSummaries} />
})

/**
 * spec §2: questionnaire summaries show when present (an empty list hides the block; a source that did not answer
 * still says so). The children's brand has no questionnaires (spec §1), so no block there.
 */
export const QuestionnairesSummary = observer(function QuestionnairesSummary() {
  const { session } = useStores()
  const { frontPage } = useFrontArea()
  const items = frontPage.questionnaireSummaries
  const childrenBrand = brandOf(session.environment) === "children"
  if (childrenBrand && ROUTES_MISSING_IN_CHILDREN_BRAND.includes("questionnaires")) return null
  if (items !== null && (items === undefined || items.length === 0)) return null
  return <TimelineSummary block="questionnaires" items={items} />
})
