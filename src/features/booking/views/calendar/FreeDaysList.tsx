import { observer } from "mobx-react-lite"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Button, Disclosure, DisclosurePanel, Heading } from "react-aria-components"
import { parseIsoDate } from "../../../../domain/dates.ts"
import { formatWeekdayDate } from "../../../../platform/i18n/format.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"

/** The calendar's plain alternative: the shown month's days with free times as a list of buttons. */
export const FreeDaysList = observer(function FreeDaysList({
  dates,
  status,
  selected,
  onChoose,
}: {
  dates: readonly string[]
  status: "idle" | "loading" | "loaded" | "error"
  selected: string | undefined
  onChoose: (isoDate: string) => void
}) {
  const { t } = useTranslation("booking")
  const lang = useStores().session.lang
  const listId = useId()
  let content
  if (status === "loading" || status === "idle") content = <p>{t("list.calendar.loading")}</p>
  else if (status === "error") content = <p>{t("list.calendar.error")}</p>
  else if (dates.length === 0) content = <p>{t("list.calendar.noFreeDays")}</p>
  else
    content = (
      <ul className="free-days" id={listId}>
        {dates.map((iso) => (
          <li key={iso}>
            <button
              type="button"
              className="free-days__day"
              aria-pressed={iso === selected}
              onClick={() => onChoose(iso)}
            >
              {formatWeekdayDate(parseIsoDate(iso), lang)}
            </button>
          </li>
        ))}
      </ul>
    )
  return (
    <Disclosure className="disclosure free-days-disclosure">
      <Heading level={3} className="disclosure__heading">
        <Button slot="trigger" className="disclosure__trigger">
          <span className="disclosure__title">{t("list.calendar.listTitle")}</span>
          <span aria-hidden="true" className="chevron" />
        </Button>
      </Heading>
      <DisclosurePanel className="disclosure__panel">{content}</DisclosurePanel>
    </Disclosure>
  )
})
