import { describe, expect, it } from "vitest"
import { arrowTarget } from "../../../../src/features/kiosk/views/booking/gridKeys.ts"

// Buttons laid out as a grid: only their boxes matter to the arrow keys.
function button(name: string, left: number, top: number): HTMLElement {
  const rect = { left, top, right: left + 100, bottom: top + 64, width: 100, height: 64 }
  return { name, getBoundingClientRect: () => rect } as unknown as HTMLElement
}

// row 1: a b c, row 2: d e (e under b's right half), row 3: f far right
const a = button("a", 0, 0)
const b = button("b", 110, 0)
const c = button("c", 220, 0)
const d = button("d", 0, 80)
const e = button("e", 160, 80)
const f = button("f", 400, 200)
const buttons = [a, b, c, d, e, f]

describe("arrowTarget", () => {
  it("moves left and right in reading order, Home and End to the ends", () => {
    expect(arrowTarget(buttons, b, "ArrowRight")).toBe(c)
    expect(arrowTarget(buttons, c, "ArrowRight")).toBe(d)
    expect(arrowTarget(buttons, a, "ArrowLeft")).toBeUndefined()
    expect(arrowTarget(buttons, f, "ArrowRight")).toBeUndefined()
    expect(arrowTarget(buttons, c, "Home")).toBe(a)
    expect(arrowTarget(buttons, a, "End")).toBe(f)
  })

  it("moves up and down to the nearest button of the next row as laid out", () => {
    expect(arrowTarget(buttons, b, "ArrowDown")).toBe(e)
    expect(arrowTarget(buttons, a, "ArrowDown")).toBe(d)
    expect(arrowTarget(buttons, c, "ArrowDown")).toBe(e)
    expect(arrowTarget(buttons, d, "ArrowDown")).toBe(f)
    expect(arrowTarget(buttons, e, "ArrowUp")).toBe(b)
    expect(arrowTarget(buttons, a, "ArrowUp")).toBeUndefined()
    expect(arrowTarget(buttons, f, "ArrowDown")).toBeUndefined()
  })

  it("leaves other keys and unknown buttons alone", () => {
    expect(arrowTarget(buttons, a, "Enter")).toBeUndefined()
    expect(arrowTarget(buttons, button("x", 0, 0), "ArrowRight")).toBeUndefined()
  })
})
