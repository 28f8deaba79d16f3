// Arrow keys in the kiosk's time grid (issue 20: an external keypad moves with arrows as well as with Tab).

const ROW_TOLERANCE = 4

function centreX(rect: DOMRect): number {
  return rect.left + rect.width / 2
}

/**
 * The button an arrow key moves to from `current` among `buttons` (in reading order): Left and Right the
 * previous and next one, Up and Down the nearest one in the row above or below as laid out, Home and End the
 * first and last. Undefined when there is none that way, or for another key.
 */
export function arrowTarget(
  buttons: readonly HTMLElement[],
  current: HTMLElement,
  key: string,
): HTMLElement | undefined {
  const index = buttons.indexOf(current)
  if (index < 0) return undefined
  switch (key) {
    case "ArrowLeft":
      return buttons[index - 1]
    case "ArrowRight":
      return buttons[index + 1]
    case "Home":
      return buttons[0]
    case "End":
      return buttons[buttons.length - 1]
    case "ArrowUp":
    case "ArrowDown":
      return verticalTarget(buttons, current, key === "ArrowDown")
    default:
      return undefined
  }
}

function verticalTarget(
  buttons: readonly HTMLElement[],
  current: HTMLElement,
  down: boolean,
): HTMLElement | undefined {
  const from = current.getBoundingClientRect()
  const candidates = buttons
    .map((button) => ({ button, rect: button.getBoundingClientRect() }))
    .filter(({ rect }) =>
      down ? rect.top >= from.bottom - ROW_TOLERANCE : rect.bottom <= from.top + ROW_TOLERANCE,
    )
  if (candidates.length === 0) return undefined
  const rowTop = down
    ? Math.min(...candidates.map(({ rect }) => rect.top))
    : Math.max(...candidates.map(({ rect }) => rect.top))
  const row = candidates.filter(({ rect }) => Math.abs(rect.top - rowTop) <= ROW_TOLERANCE)
  const x = centreX(from)
  row.sort((a, b) => Math.abs(centreX(a.rect) - x) - Math.abs(centreX(b.rect) - x))
  return row[0]?.button
}
