import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Markdown } from "./Markdown.tsx"
import "./announcement.css"

export type AnnouncementType = "info" | "notification" | "warning" | "success"

// One shape per type, so the type reads without its colour (WCAG 1.4.1); the label names it to screen readers.
const ICON_PATHS: Record<AnnouncementType, string> = {
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z",
  notification:
    "M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z",
  warning: "M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z",
  success: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9Z",
}

const HEADINGS = { 2: "h2", 3: "h3" } as const

/**
 * An announcement from the backend (spec messaging §3 'Customer messaging info': heading, markdown description,
 * announcementType): an icon and a label of its type as well as its colour; the description through the safe
 * markdown renderer.
 */
export function Announcement({
  heading,
  description,
  announcementType,
  headingLevel = 2,
}: {
  heading: string
  description: string
  announcementType: AnnouncementType
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const Heading = HEADINGS[headingLevel]
  return (
    <section className="announcement" data-type={announcementType} aria-labelledby={headingId}>
      <svg className="announcement__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICON_PATHS[announcementType]} />
      </svg>
      <div className="announcement__body">
        <Heading id={headingId} className="announcement__heading">
          {/* the colon is on screen too: a hidden one, out of the text's flow, was read with a space before it */}
          <span className="announcement__type">{`${t(`announcement.${announcementType}`)}:`}</span>
          {heading}
        </Heading>
        <Markdown source={description} headingLevel={headingLevel} />
      </div>
    </section>
  )
}
