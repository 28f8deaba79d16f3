// @vitest-environment happy-dom
// The kiosk's own keyboard: its layouts, typing into the focused field through the field's own onChange, shift,
// backspace and clear, the arrow keys and Enter, the next-field key and Done, Escape back to the field; in speech
// mode the keys spoken as moved to, the identity code's keys by place and its read-back only after the headphones
// warning. The e2e journey (speech-booking-keyboard.spec.ts) books with it in a real browser.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { listenToAnnouncements } from "../../../../src/features/kiosk/views/speech/bus.ts"
import { KeyboardFields } from "../../../../src/features/kiosk/views/keyboard/KeyboardFields.tsx"
import { KioskKeyboard } from "../../../../src/features/kiosk/views/keyboard/KioskKeyboard.tsx"
import {
  autoShift,
  characterRows,
  kindOf,
  type KeyboardKind,
} from "../../../../src/features/kiosk/views/keyboard/layouts.ts"
import { renderView } from "../../../support/renderView.tsx"
import { descriptionOf } from "../../../support/accessibleDescription.ts"

afterEach(cleanup)

/** An element's accessible description: the text of its aria-describedby. */
const keysOf = (kind: KeyboardKind) => characterRows(kind).flat()

describe("the kiosk keyboard's layouts", () => {
  it("has the Finnish, Swedish and English letters for a name, with hyphen and apostrophe", () => {
    const keys = keysOf("name")
    for (const letter of "abcdefghijklmnopqrstuvwxyzåäö") expect(keys).toContain(letter)
    expect(keys).toEqual(expect.arrayContaining(["-", "'"]))
    expect(keys).not.toContain("@")
  })

  it("has the digits, the letters and @ . _ + - for an e-mail address", () => {
    const keys = keysOf("email")
    for (const character of "0123456789abcxyzåäö@._+-") expect(keys).toContain(character)
  })

  it("has the digits and + for a phone number", () => {
    expect(keysOf("phone").sort()).toEqual([..."+0123456789"].sort())
  })

  it("has the identity code's characters only: digits, the century signs and the check letters", () => {
    const keys = keysOf("ssn")
    for (const character of "0123456789-+ABCDEFHJKLMNPRSTUVWXY") expect(keys).toContain(character)
    for (const letter of "GIOQZ") expect(keys).not.toContain(letter)
  })

  it("capitalises a name's first letter and the first after a space or hyphen, not an e-mail's", () => {
    expect(autoShift("name", "")).toBe(true)
    expect(autoShift("name", "Anna-")).toBe(true)
    expect(autoShift("name", "Anna ")).toBe(true)
    expect(autoShift("name", "Ann")).toBe(false)
    expect(autoShift("email", "")).toBe(false)
  })

  it("takes a field's layout by its type unless the form names it", () => {
    const input = (type: string, keyboard?: string) => {
      const element = document.createElement("input")
      element.type = type
      if (keyboard) element.dataset.keyboard = keyboard
      return element
    }
    expect(kindOf(input("tel"))).toBe("phone")
    expect(kindOf(input("email"))).toBe("email")
    expect(kindOf(input("text"))).toBe("name")
    expect(kindOf(input("text", "ssn"))).toBe("ssn")
  })
})

/** A form of controlled fields, as the reservation form's: every change each field's onChange saw. */
function Form({ changes }: { changes: string[] }) {
  const [values, setValues] = useState({ first: "", ssn: "", email: "" })
  const field = (id: keyof typeof values, label: string, type = "text") => (
    <p>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode="none"
        value={values[id]}
        onChange={(event) => {
          changes.push(`${id}:${event.target.value}`)
          setValues({ ...values, [id]: event.target.value })
        }}
      />
    </p>
  )
  return (
    <KeyboardFields kinds={{ ssn: "ssn" }} privateIds={["ssn"]}>
      <form>
        {field("first", "First name")}
        {field("ssn", "Personal identity code")}
        {field("email", "Email", "email")}
        <label>
          <input type="checkbox" /> I accept the terms
        </label>
      </form>
    </KeyboardFields>
  )
}

async function renderForm() {
  const changes: string[] = []
  await renderView(<Form changes={changes} />, { lang: "en", namespaces: ["kiosk"] })
  const first = screen.getByRole("textbox", { name: "First name" })
  act(() => first.focus())
  const keyboard = await screen.findByRole("group", { name: "On-screen keyboard" })
  const key = (name: string) => within(keyboard).getByRole("button", { name })
  return { changes, first, keyboard, key }
}

describe("the kiosk keyboard on a form", () => {
  it("opens for the focused field and types into it through its onChange, a name's first letter a capital", async () => {
    const { changes, first, keyboard, key } = await renderForm()
    expect(descriptionOf(keyboard)).toBe("Field: First name")
    fireEvent.click(key("A"))
    for (const character of "nna-") fireEvent.click(key(character === "-" ? "hyphen" : character))
    fireEvent.click(key("L"))
    expect((first as HTMLInputElement).value).toBe("Anna-L")
    expect(changes).toEqual(["first:A", "first:An", "first:Ann", "first:Anna", "first:Anna-", "first:Anna-L"])
    // shift: one capital, then small letters again
    fireEvent.click(key("Capital letter"))
    fireEvent.click(key("I"))
    fireEvent.click(key("i"))
    expect((first as HTMLInputElement).value).toBe("Anna-LIi")
    // backspace and clear
    fireEvent.click(key("Delete the last character"))
    expect((first as HTMLInputElement).value).toBe("Anna-LI")
    fireEvent.click(key("Clear"))
    expect((first as HTMLInputElement).value).toBe("")
    expect(key("Clear").getAttribute("aria-disabled")).toBe("true")
  })

  it("is entered by Enter in the field, moved in by the arrow keys, pressed by Enter, and left by Escape", async () => {
    const { first, key } = await renderForm()
    fireEvent.keyDown(first, { key: "Enter" })
    expect(document.activeElement).toBe(key("Q"))
    fireEvent.keyDown(key("Q"), { key: "ArrowRight" })
    expect(document.activeElement).toBe(key("W"))
    fireEvent.keyDown(key("W"), { key: "ArrowDown" })
    expect(document.activeElement).toBe(key("S"))
    fireEvent.keyDown(key("S"), { key: "End" })
    expect(document.activeElement).toBe(key("Ä"))
    fireEvent.click(key("Ä"))
    expect((first as HTMLInputElement).value).toBe("Ä")
    fireEvent.keyDown(window, { key: "Escape" })
    expect(document.activeElement).toBe(first)
  })

  it("moves on one field at a time with the next-field key, and on from the last with Done", async () => {
    const { first, keyboard, key } = await renderForm()
    fireEvent.keyDown(first, { key: "Enter" })
    fireEvent.click(key("Next field"))
    expect(descriptionOf(keyboard)).toBe("Field: Personal identity code")
    const ssn = screen.getByRole("textbox", { name: "Personal identity code" })
    // the identity code's keys: its capitals and no space
    fireEvent.click(key("0"))
    fireEvent.click(key("A"))
    expect((ssn as HTMLInputElement).value).toBe("0A")
    expect(within(keyboard).queryByRole("button", { name: "Space" })).toBeNull()
    // the code shows dots once the keys type into another field
    expect(ssn.hasAttribute("data-keyboard-target")).toBe(true)
    expect(ssn.hasAttribute("data-keyboard-private")).toBe(true)
    fireEvent.click(key("Next field"))
    expect(ssn.hasAttribute("data-keyboard-target")).toBe(false)
    expect(descriptionOf(keyboard)).toBe("Field: Email")
    fireEvent.click(key("at sign"))
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe("@")
    fireEvent.click(key("Done"))
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "I accept the terms" }))
    expect(screen.queryByRole("group", { name: "On-screen keyboard" })).toBeNull()
  })
})

describe("the kiosk keyboard in speech mode", () => {
  function renderKeyboard(value: string, privateField: boolean) {
    const input = document.createElement("input")
    input.id = "field"
    input.value = value
    const label = document.createElement("label")
    label.htmlFor = "field"
    label.textContent = privateField ? "Personal identity code" : "First name"
    document.body.append(label, input)
    const said: string[] = []
    const stopListening = listenToAnnouncements(({ text }) => said.push(text))
    return {
      input,
      said,
      stop: () => {
        stopListening()
        label.remove()
        input.remove()
      },
      render: () =>
        renderView(
          <KioskKeyboard
            target={input}
            kind={privateField ? "ssn" : "name"}
            privateField={privateField}
            speechOn
            isLast={false}
            onNext={() => {}}
          />,
          { lang: "en", namespaces: ["kiosk"] },
        ),
    }
  }

  it("says each key moved to, and reads a field back on request", async () => {
    const { said, stop, render } = renderKeyboard("Eila", false)
    try {
      await render()
      const q = await screen.findByRole("button", { name: "q" })
      act(() => q.focus())
      fireEvent.keyDown(q, { key: "ArrowRight" })
      expect(said.at(-1)).toBe("w, key")
      fireEvent.click(screen.getByRole("button", { name: "Read the field" }))
      expect(said.at(-1)).toBe("First name: Eila")
      // a press says what it typed, and backspace what is left
      fireEvent.click(screen.getByRole("button", { name: "hyphen" }))
      expect(said.at(-1)).toBe("hyphen")
      fireEvent.click(screen.getByRole("button", { name: "Delete the last character" }))
      expect(said.at(-1)).toBe("Eila")
    } finally {
      stop()
    }
  })

  it("names the identity code's keys by place, and reads the code only after the headphones warning", async () => {
    const { said, stop, render } = renderKeyboard("070352-468E", true)
    try {
      await render()
      const keys = screen.getByRole("group", { name: "On-screen keyboard" })
      // the first key, '1', by its place
      const firstKey = within(keys).getByRole("button", { name: "Row 1, key 1" })
      expect(firstKey.textContent).toBe("1")
      act(() => firstKey.focus())
      fireEvent.keyDown(firstKey, { key: "ArrowRight" })
      expect(said.at(-1)).toBe("Row 1, key 2, key")
      // a press says how many characters the code holds, never which
      fireEvent.click(within(keys).getByRole("button", { name: "Row 1, key 2" }))
      expect(said.at(-1)).toBe("12 characters entered")
      fireEvent.click(within(keys).getByRole("button", { name: "Delete the last character" }))
      expect(said.at(-1)).toBe("11 characters entered")
      fireEvent.click(within(keys).getByRole("button", { name: "Read the field" }))
      expect(said.join(" ")).not.toContain("0 7 0 3")
      expect((await within(keys).findByRole("alert")).textContent).toMatch(/headphones/)
      fireEvent.click(screen.getByRole("button", { name: "Read the characters aloud" }))
      expect(said.at(-1)).toBe("0 7 0 3 5 2 - 4 6 8 E")
      // the visitor may ask to hear the keys' characters
      fireEvent.click(within(keys).getByRole("button", { name: "Read the keys aloud" }))
      expect(within(keys).getByRole("button", { name: "1" })).toBeDefined()
    } finally {
      stop()
    }
  })
})
