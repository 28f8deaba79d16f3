// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { CodeBoxes } from "../../../../src/kit/ui/CodeBoxes.tsx"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const digitsOnly = (character: string) => /^[0-9]$/.test(character)

function Harness({
  onComplete,
  accepts = digitsOnly,
}: {
  onComplete?: (v: string) => void
  accepts?: (c: string, i: number) => boolean
}) {
  const [value, setValue] = useState("")
  return (
    <>
      <CodeBoxes
        length={4}
        label="PIN code"
        value={value}
        onChange={setValue}
        onComplete={onComplete}
        accepts={accepts}
      />
      <output data-testid="value">{value}</output>
    </>
  )
}

async function setup(props: Parameters<typeof Harness>[0] = {}) {
  await renderView(<Harness {...props} />)
  const group = screen.getByRole("group", { name: "PIN code" })
  const boxes = [1, 2, 3, 4].map((n) => within(group).getByRole("textbox", { name: `${n} of 4` }))
  return { boxes, value: () => screen.getByTestId("value").textContent }
}

function type(box: HTMLElement, text: string) {
  act(() => {
    fireEvent.change(box, { target: { value: text } })
  })
}

describe("CodeBoxes", () => {
  it("is a labelled group of one box a position, each named n of N", async () => {
    const { boxes } = await setup()
    expect(boxes).toHaveLength(4)
  })

  it("moves focus forward on entry and completes when every box is filled", async () => {
    const onComplete = vi.fn()
    const { boxes, value } = await setup({ onComplete })
    act(() => boxes[0]!.focus())
    type(boxes[0]!, "1")
    expect(document.activeElement).toBe(boxes[1])
    type(boxes[1]!, "2")
    type(boxes[2]!, "3")
    expect(onComplete).not.toHaveBeenCalled()
    type(boxes[3]!, "4")
    expect(value()).toBe("1234")
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("1234")
  })

  it("refuses characters the rule rejects and keeps focus in place", async () => {
    const { boxes, value } = await setup()
    act(() => boxes[0]!.focus())
    type(boxes[0]!, "a")
    expect(value()).toBe("")
    expect((boxes[0] as HTMLInputElement).value).toBe("")
    expect(document.activeElement).toBe(boxes[0])
  })

  it("upper-cases what is typed before asking the rule", async () => {
    const accepts = vi.fn((c: string) => /^[0-9A-Y]$/.test(c))
    const { boxes, value } = await setup({ accepts })
    type(boxes[0]!, "x")
    expect(value()).toBe("X")
    expect(accepts).toHaveBeenCalledWith("X", 0)
  })

  it("goes back on Backspace in an empty box and clears the box before", async () => {
    const { boxes, value } = await setup()
    type(boxes[0]!, "1")
    type(boxes[1]!, "2")
    expect(document.activeElement).toBe(boxes[2])
    act(() => {
      fireEvent.keyDown(boxes[2]!, { key: "Backspace" })
    })
    expect(document.activeElement).toBe(boxes[1])
    expect(value()).toBe("1")
  })

  it("fills every box from a paste, skipping rejected characters, and completes", async () => {
    const onComplete = vi.fn()
    const { boxes, value } = await setup({ onComplete })
    act(() => {
      fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => "12 3-4" } })
    })
    expect(value()).toBe("1234")
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(["1", "2", "3", "4"])
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("1234")
  })

  it("replaces a filled box's character with the new one typed over it", async () => {
    const { boxes, value } = await setup()
    type(boxes[0]!, "1")
    type(boxes[0]!, "17")
    expect(value()).toBe("7")
  })
})
