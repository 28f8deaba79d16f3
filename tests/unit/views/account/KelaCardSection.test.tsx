// @vitest-environment happy-dom
// The Kela card's file choosers and where focus goes (issue 30): each side's chooser is a button-sized label over
// the browser's file input, which stays the control (its name is the label, its description the hint and the slot's
// state, which names the chosen file as text); and a press that removes its own button moves focus on: 'change
// images' to the front side's chooser, 'cancel' and a save to the section's heading. The e2e spec (kela-card.spec.ts)
// holds the size on a phone and the keyboard.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import fiKela from "../../../../locales/fi/kelaCard.json"
import { KelaCardSection } from "../../../../src/features/account/views/kelaCard/KelaCardSection.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const CARD = { front: "/kela/front.jpg", back: "/kela/back.jpg" }

/** The card's service: GET answers `card` (null sides: none yet), a save's steps succeed and the card is then set. */
function kelaService(initial: { front: string | null; back: string | null }) {
  let card = initial
  return fakeStoreEnv({
    fetch: async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === "/api/kela-card") return Response.json({ imageUrl: card })
      if (pathname === "/api/kela-card/init-upload") {
        return Response.json({
          token: "t-1",
          front: { url: "https://uploads.invalid/front?x-meta=1" },
          back: { url: "https://uploads.invalid/back?x-meta=1" },
        })
      }
      if (pathname === "/api/kela-card/finish-upload") {
        card = CARD
        return Response.json({})
      }
      throw new Error(`No answer for ${pathname} in this test`)
    },
    upload: async () => {},
  })
}

async function showSection(card: { front: string | null; back: string | null }) {
  await renderView(<KelaCardSection />, { lang: "fi", namespaces: ["kelaCard"], env: kelaService(card) })
  return within(await screen.findByRole("region", { name: fiKela.title }))
}

const image = (name: string, type = "image/png") =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type })

describe("the Kela card's file choosers", () => {
  it("are the file inputs, named by a button-styled label, described by the hint and the chosen file's name", async () => {
    const section = await showSection({ front: null, back: null })
    await section.findByText(fiKela.none)
    const front = section.getByLabelText(fiKela.choose.front) as HTMLInputElement
    expect(front.type).toBe("file")
    expect(front.accept).toBe("image/jpeg,image/png")
    expect(front.classList.contains("visually-hidden")).toBe(true)
    const label = front.labels?.[0]
    expect(label?.classList.contains("button")).toBe(true)
    expect(label?.textContent).toBe(fiKela.choose.front)

    // a file name is shown as text, never as markup
    const name = '<img src=x onerror="alert(1)">.png'
    fireEvent.change(front, { target: { files: [image(name)] } })
    const status = document.getElementById(`kela-card-front-status`)!
    expect(status.textContent).toBe(fiKela.status["ready-to-upload"].replace("{{fileName}}", name))
    expect(status.querySelector("img")).toBeNull()
    const describedBy = front.getAttribute("aria-describedby")!.split(" ")
    expect(describedBy).toContain("kela-card-front-hint")
    expect(describedBy).toContain("kela-card-front-status")
    expect(document.getElementById("kela-card-front-hint")?.textContent).toBe(fiKela.fileHint)
  })
})

describe("focus after a press that replaces its button", () => {
  it("'change images' moves it to the front side's chooser, 'cancel' to the section's heading", async () => {
    const section = await showSection(CARD)
    const change = await section.findByRole("button", { name: fiKela.changeImages })
    change.focus()
    await act(async () => change.click())
    expect(document.activeElement).toBe(section.getByLabelText(fiKela.choose.front))

    const cancel = section.getByRole("button", { name: fiKela.cancelChange })
    cancel.focus()
    await act(async () => cancel.click())
    const heading = section.getByRole("heading", { level: 2, name: fiKela.title })
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute("tabindex")).toBe("-1")
  })

  it("a save moves it to the section's heading once the card shows; the first load moves nothing", async () => {
    const section = await showSection({ front: null, back: null })
    await section.findByText(fiKela.none)
    expect(document.activeElement).toBe(document.body)
    fireEvent.change(section.getByLabelText(fiKela.choose.front), { target: { files: [image("etu.png")] } })
    fireEvent.change(section.getByLabelText(fiKela.choose.back), {
      target: { files: [image("taka.jpg", "image/jpeg")] },
    })
    const save = section.getByRole("button", { name: fiKela.save })
    save.focus()
    await act(async () => save.click())
    await waitFor(() => expect(section.getByText(fiKela.saved).getAttribute("role")).toBe("status"))
    expect(document.activeElement).toBe(section.getByRole("heading", { level: 2, name: fiKela.title }))
  })
})
