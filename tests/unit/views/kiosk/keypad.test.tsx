// @vitest-environment happy-dom
// The identity code's keypad in the lobby: the characters are masked (the one just typed shows for a moment), the
// boxes never name them, the keys carry their place for speech mode, and Enter sends the code.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import fi from "../../../../locales/fi/kiosk.json"
import { Keypad, MASK, REVEAL_MS } from "../../../../src/features/kiosk/views/checkIn/Keypad.tsx"
import { renderView } from "../../../support/renderView.tsx"

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Harness({ onEnter, sayKeys = false }: { onEnter?: () => void; sayKeys?: boolean }) {
  const [code, setCode] = useState("")
  return (
    <>
      <h2 id="label">{fi.checkIn.ssn.label}</h2>
      <Keypad
        code={code}
        onChange={setCode}
        disabled={false}
        invalid={false}
        labelId="label"
        onEnter={onEnter}
        sayKeys={sayKeys}
      />
    </>
  )
}

const boxes = () => screen.getAllByRole("img").map((box) => box.textContent)
const press = (name: string) =>
  fireEvent.click(
    within(screen.getByRole("group", { name: fi.checkIn.ssn.keypad })).getByRole("button", { name }),
  )

describe("the identity code's keypad", () => {
  it("masks each character: the one just typed shows for a moment, then a dot; the boxes never name them", async () => {
    await renderView(<Harness />, { lang: "fi", namespaces: ["kiosk"] })
    vi.useFakeTimers()
    press("1")
    expect(boxes()).toEqual(["1", "", "", ""])
    press("2")
    expect(boxes()).toEqual([MASK, "2", "", ""])
    act(() => vi.advanceTimersByTime(REVEAL_MS))
    expect(boxes()).toEqual([MASK, MASK, "", ""])
    const labels = screen.getAllByRole("img").map((box) => box.getAttribute("aria-label") ?? "")
    expect(labels.slice(0, 2).map((label) => label.split(": ")[1])).toEqual([
      fi.checkIn.ssn.filled,
      fi.checkIn.ssn.filled,
    ])
    expect(screen.getByRole("group", { name: fi.checkIn.ssn.label }).textContent).toBe(MASK + MASK)
  })

  it("gives each key its place for speech mode, spoken instead of the character unless asked for", async () => {
    await renderView(<Harness />, { lang: "fi", namespaces: ["kiosk"] })
    const group = screen.getByRole("group", { name: fi.checkIn.ssn.keypad })
    expect(group.getAttribute("data-speech-keys")).toBe("positions")
    const place = (name: string) =>
      within(group).getByRole("button", { name }).getAttribute("data-speech-position")
    const digits = (row: number, column: number) =>
      fi.checkIn.ssn.digitPosition.replace("{{row}}", String(row)).replace("{{column}}", String(column))
    expect(place("1")).toBe(digits(1, 1))
    expect(place("5")).toBe(digits(2, 2))
    expect(place("0")).toBe(digits(4, 1))
    expect(place("H")).toBe(fi.checkIn.ssn.letterPosition.replace("{{row}}", "2").replace("{{column}}", "1"))
  })

  it("sends the code with Enter from the boxes (focus lands there), not from a key that has focus", async () => {
    const onEnter = vi.fn()
    await renderView(<Harness onEnter={onEnter} />, { lang: "fi", namespaces: ["kiosk"] })
    const code = screen.getByRole("group", { name: fi.checkIn.ssn.label })
    code.focus()
    expect(document.activeElement).toBe(code)
    fireEvent.keyDown(code, { key: "Enter" })
    expect(onEnter).toHaveBeenCalledOnce()
    fireEvent.keyDown(screen.getByRole("button", { name: "1" }), { key: "Enter" })
    expect(onEnter).toHaveBeenCalledOnce()
  })
})
