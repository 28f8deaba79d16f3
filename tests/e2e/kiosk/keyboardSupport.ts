// The kiosk keyboard in the end-to-end tests: typing a field's value on its keys by the arrow keys and Enter alone,
// as a visitor who cannot see, with each key moved to spoken.
import type { Page } from "@playwright/test"
import { expect } from "../fixtures.ts"
import { utterances } from "./speechSupport.ts"

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")

type Key = { row: number; column: number; text: string; name: string; focused: boolean }

/** The keyboard's keys as the screen shows them (a key's text is its character, or its name for the edit keys). */
async function keysOf(page: Page): Promise<Key[]> {
  return page.locator(".kiosk-kb [data-key-row]").evaluateAll((buttons) =>
    buttons.map((button) => ({
      row: Number((button as HTMLElement).dataset.keyRow),
      column: Number((button as HTMLElement).dataset.keyColumn),
      text: (button.textContent ?? "").trim(),
      name: button.getAttribute("aria-label") ?? (button.textContent ?? "").trim(),
      focused: button === document.activeElement,
    })),
  )
}

/** The last thing said, once it is `text` (or matches it): the key moved to is spoken at once. */
export async function expectLastSpoken(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(async () => (await utterances(page)).at(-1)?.text ?? "", {
      message: `last spoken: ${String(text)}`,
    })
    .toMatch(typeof text === "string" ? new RegExp(`^${escape(text)}$`) : text)
}

/**
 * Moves with the arrow keys from the focused key to the key showing `text` (rows first, then along the row) and
 * checks each key moved to is spoken with its role as speech mode names it ('E, näppäin').
 */
export async function arrowToKey(page: Page, text: string): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const keys = await keysOf(page)
    const at = keys.find((key) => key.focused)
    const goal = keys.find((key) => key.text === text)
    expect(at, "focus on a key of the keyboard").toBeDefined()
    expect(goal, `a key "${text}" on the keyboard`).toBeDefined()
    if (at!.row === goal!.row && at!.column === goal!.column) return
    const press =
      at!.row !== goal!.row
        ? at!.row < goal!.row
          ? "ArrowDown"
          : "ArrowUp"
        : at!.column < goal!.column
          ? "ArrowRight"
          : "ArrowLeft"
    await page.keyboard.press(press)
    const moved = (await keysOf(page)).find((key) => key.focused)!
    await expectLastSpoken(page, new RegExp(`^${escape(moved.name)}, näppäin(, .+)?$`))
  }
  throw new Error(`the key "${text}" was not reached`)
}

/**
 * Types `value` on the keyboard, focus on one of its keys: to each key by the arrows, Enter presses it; with
 * `said`, what speech mode says of each press (of the value typed so far).
 */
export async function typeOnKeys(page: Page, value: string, said?: (typed: string) => string): Promise<void> {
  for (const [index, character] of [...value].entries()) {
    await arrowToKey(page, character)
    await page.keyboard.press("Enter")
    if (said) await expectLastSpoken(page, said(value.slice(0, index + 1)))
  }
}

/** Taps the keys showing `value`'s characters (a name's capitals come by themselves). */
export async function tapKeys(page: Page, value: string): Promise<void> {
  for (const character of value) {
    await page
      .locator(".kiosk-kb [data-key-row]")
      .filter({ hasText: new RegExp(`^${escape(character)}$`) })
      .tap()
  }
}
