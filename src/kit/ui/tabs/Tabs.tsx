import "./tabs.css"
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react"

export interface TabItem<Id extends string> {
  id: Id
  label: ReactNode
}

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string
  tabs: readonly TabItem<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  /** The block's class: the list, each tab and the panel get `${className}__list`, `__tab` and `__panel`. */
  className: string
  /** The selected tab's panel. */
  children: (id: Id) => ReactNode
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * Tabs as the WAI-ARIA tabs pattern has them: one tab stop in the list, arrow keys, Home and End move and select
 * (selection follows focus), and only the selected tab's panel is rendered. Controlled: the caller keeps the
 * selection (in the address, a store or state). Hand-written rather than react-aria's Tabs, which brought about
 * 33 KiB gzip of collection and selection code into the booking list's first page (docs/decisions/0032-size-budgets.md).
 */
export function Tabs<Id extends string>(props: TabsProps<Id>) {
  const { label, tabs, selected, onSelect, className, children } = props
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabId = (id: Id) => `${base}-tab-${id}`
  const panelId = `${base}-panel`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key]
    // From the tab with focus, which moves at once: the selection comes back through the caller (an address, a
    // store) a render later, and a quick second press must not start again from the tab before
    const focused = tabs.findIndex((tab) => tabId(tab.id) === (event.target as HTMLElement).id)
    const index = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === selected)
    if (!move || index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    const next = tabs[move(index, tabs.length)] as TabItem<Id>
    onSelect(next.id)
    list.current?.querySelector<HTMLElement>(`[id="${CSS.escape(tabId(next.id))}"]`)?.focus()
  }

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={`${className}__list`}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className={`${className}__tab`}
            aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? panelId : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => tab.id !== selected && onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        key={selected}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className={`${className}__panel`}
      >
        {children(selected)}
      </div>
    </div>
  )
}
