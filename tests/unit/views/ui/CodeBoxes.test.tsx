// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { useState } from "react"
import { I18nextProvider } from "react-i18next"
import type { i18n } from "i18next"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { createI18n } from "../../../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../../../src/platform/i18n/namespaces.ts"
import { CodeBoxes } from "../../../../src/kit/ui/CodeBoxes.tsx"

let i18nEn: i18n
beforeAll(async () => {
  i18nEn = await createI18n("en", BOOT_NAMESPACES.portal)
})
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

function setup(props: Parameters<typeof Harness>[0] = {}) {
  render(
    <I18nextProvider i18n={i18nEn}>
      <Harness {...props} />
    </I18nextProvider>,
  )
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
  it("is a labelled group of one box a position, each named n of N", () => {
    const { boxes } = setup()
    expect(boxes).toHaveLength(4)
  })

  it("moves focus forward on entry and completes when every box is filled", () => {
    const onComplete = vi.fn()
    const { boxes, value } = setup({ onComplete })
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

  it("refuses characters the rule rejects and keeps focus in place", () => {
    const { boxes, value } = setup()
    act(() => boxes[0]!.focus())
    type(boxes[0]!, "a")
    expect(value()).toBe("")
    expect((boxes[0] as HTMLInputElement).value).toBe("")
    expect(document.activeElement).toBe(boxes[0])
  })

  it("upper-cases what is typed before asking the rule", () => {
    const accepts = vi.fn((c: string) => /^[0-9A-Y]$/.test(c))
    const { boxes, value } = setup({ accepts })
    type(boxes[0]!, "x")
    expect(value()).toBe("X")
    expect(accepts).toHaveBeenCalledWith("X", 0)
  })

  it("goes back on Backspace in an empty box and clears the box before", () => {
    const { boxes, value } = setup()
    type(boxes[0]!, "1")
    type(boxes[1]!, "2")
    expect(document.activeElement).toBe(boxes[2])
    act(() => {
      fireEvent.keyDown(boxes[2]!, { key: "Backspace" })
    })
    expect(document.activeElement).toBe(boxes[1])
    expect(value()).toBe("1")
  })

  it("fills every box from a paste, skipping rejected characters, and completes", () => {
    const onComplete = vi.fn()
    const { boxes, value } = setup({ onComplete })
    act(() => {
      fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => "12 3-4" } })
    })
    expect(value()).toBe("1234")
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(["1", "2", "3", "4"])
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("1234")
  })

  it("replaces a filled box's character with the new one typed over it", () => {
    const { boxes, value } = setup()
    type(boxes[0]!, "1")
    type(boxes[0]!, "17")
    expect(value()).toBe("7")
  })
})
