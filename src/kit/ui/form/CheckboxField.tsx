import type { ReactNode } from "react"
import { Checkbox, CheckboxGroupStateContext, type CheckboxProps } from "react-aria-components"
import "./checkbox.css"

type Props = Omit<CheckboxProps, "children" | "className"> & { children: ReactNode; className?: string }

/** A react-aria checkbox with the design system's box; the whole label is the target. */
export function CheckboxField({ children, className, ...props }: Props) {
  return (
    <Checkbox {...props} className={["checkbox", className].filter(Boolean).join(" ")}>
      <span className="checkbox__box" aria-hidden="true">
        <svg viewBox="0 0 18 18" className="checkbox__mark">
          <polyline points="3.5 9.5 7.5 13 14.5 5" className="checkbox__check" />
          <line x1="4" y1="9" x2="14" y2="9" className="checkbox__dash" />
        </svg>
      </span>
      <span className="checkbox__label">{children}</span>
    </Checkbox>
  )
}

/** A checkbox inside a CheckboxGroup that is not one of the group's values (a "select all"). */
export function StandaloneCheckbox(props: Props) {
  return (
    <CheckboxGroupStateContext.Provider value={null}>
      <CheckboxField {...props} />
    </CheckboxGroupStateContext.Provider>
  )
}
