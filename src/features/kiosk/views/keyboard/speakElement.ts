import type { TFunction } from "i18next"
import { describeElement, type DescriptionTexts } from "../speech/describe.ts"
import { announce } from "../speech/bus.ts"

/** Speech mode's words for an element, in the visit's language (the kiosk namespace's "speech" texts). */
export function speechTexts(t: TFunction<"kiosk">): DescriptionTexts {
  return {
    role: (role) => t(`speech.roles.${role}`),
    state: (state) => t(`speech.states.${state}`),
    entered: (count) => t("speech.entered", { count }),
  }
}

/**
 * Focuses `element` and says it as speech mode says what is moved to ('a, key'; 'Surname, text field, empty'):
 * the keyboard moves focus by itself (its arrows, its next-field key), so it speaks for itself. A no-op for the
 * voice unless speech mode is on.
 */
export function focusAndSpeak(
  element: HTMLElement | null | undefined,
  t: TFunction<"kiosk">,
  before?: string,
): void {
  if (!element) return
  element.focus()
  speak(element, t, before)
}

/** Says `element` as speech mode would (after `before`, where the keys type into) (the field the keys now type into, focus staying on the key). */
export function speak(element: Element, t: TFunction<"kiosk">, before?: string): void {
  const description = describeElement(element, speechTexts(t))
  announce(before ? `${before}. ${description}` : description, true)
}
