import type { ReactNode } from "react"
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components"

export interface AccordionItem {
  readonly id: string
  readonly title: string
  readonly body: ReactNode
}

/**
 * An accordion of questions or topics (react-aria's DisclosureGroup: each title a heading with a button that
 * says whether it is open, several may be open at once), styled with the design tokens in info.css.
 */
export function InfoAccordion({
  items,
  headingLevel,
  defaultExpandedKeys,
}: {
  items: readonly AccordionItem[]
  headingLevel: 2 | 3
  defaultExpandedKeys?: readonly string[]
}) {
  return (
    <DisclosureGroup
      className="info-accordion"
      allowsMultipleExpanded
      defaultExpandedKeys={defaultExpandedKeys}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="info-accordion__item">
          <Heading level={headingLevel} className="info-accordion__heading">
            <Button slot="trigger" className="info-accordion__trigger">
              <span>{item.title}</span>
              <span aria-hidden="true" className="info-accordion__chevron" />
            </Button>
          </Heading>
          <DisclosurePanel className="info-accordion__panel">{item.body}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}
