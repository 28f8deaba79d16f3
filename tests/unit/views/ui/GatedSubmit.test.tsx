// @vitest-environment happy-dom
// A gated submit button says why it is unavailable before it is pressed: its accessible description is what is
// missing (when the form names it), else that the required fields come first, or that the form is sending.
import { act, cleanup, fireEvent, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { GateHint } from "../../../../src/kit/ui/form/GateHint.tsx"
import { useGatedSubmit } from "../../../../src/kit/ui/form/useGatedSubmit.ts"
import { renderView } from "../../../support/renderView.tsx"
import { descriptionOf } from "../../../support/accessibleDescription.ts"

afterEach(cleanup)

/** A one-field form on the house's gate: open once the name is there. */
function NameForm({ namesMissing }: { namesMissing: boolean }) {
  const [name, setName] = useState("")
  const [busy, setBusy] = useState(false)
  const gate = useGatedSubmit({
    isOpen: name !== "",
    isBusy: busy,
    submit: async () => {
      setBusy(true)
      return new Promise<boolean>(() => {})
    },
    missing: namesMissing && name === "" ? ["Name"] : undefined,
  })
  return (
    <form onSubmit={gate.onSubmit} noValidate>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button {...gate.buttonProps}>Send</button>
      <GateHint {...gate.hint} />
    </form>
  )
}

describe("a gated submit button", () => {
  it("says what is missing before a press, and nothing once it is available", async () => {
    await renderView(<NameForm namesMissing />)
    const send = screen.getByRole("button", { name: "Send" })
    expect(send.getAttribute("aria-disabled")).toBe("true")
    expect(descriptionOf(send)).toBe("Not available yet. Missing: Name.")

    act(() => {
      fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Aino" } })
    })
    expect(send.getAttribute("aria-disabled")).toBeNull()
    expect(send.getAttribute("aria-describedby")).toBeNull()
    expect(descriptionOf(send)).toBe("")
  })

  it("says that the required fields come first when the form names nothing, and that it is sending", async () => {
    await renderView(<NameForm namesMissing={false} />, { lang: "fi" })
    const send = screen.getByRole("button", { name: "Send" })
    expect(descriptionOf(send)).toBe("Ei vielä käytettävissä: täytä ensin lomakkeen pakolliset tiedot.")

    act(() => {
      fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Aino" } })
    })
    await act(async () => {
      fireEvent.click(send)
    })
    expect(send.getAttribute("aria-disabled")).toBe("true")
    expect(descriptionOf(send)).toBe("Odota, tietoja lähetetään.")
  })
})
