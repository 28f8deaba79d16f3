/**
 * Sets a field's value as typing does: through the input's own value setter and an input event, so the form's
 * onChange (its store and validation) sees every change. A field's maxLength holds.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  if (input.maxLength > 0 && value.length > input.maxLength) return
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event("input", { bubbles: true }))
}

const TEXT_TYPES = ["text", "tel", "email", "search"]

/** A text field the keyboard types into (not read-only, not disabled). */
export function isKeyboardField(element: EventTarget | null): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement &&
    TEXT_TYPES.includes(element.type) &&
    !element.readOnly &&
    !element.disabled
  )
}

/** A field's label as shown, without its required mark. */
export function labelOf(input: HTMLInputElement): string {
  const text = [...(input.labels ?? [])].map((label) => label.textContent ?? "").join(" ")
  return text
    .replace(/\s+/g, " ")
    .replace(/\s*\*\s*$/, "")
    .trim()
}
