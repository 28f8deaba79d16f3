// @vitest-environment happy-dom
// My information's SMS-login switch in Finnish, against a backend the test answers: the switch is on only when the
// server says enabled; asked for but unverified, it stays off and the number and code steps show in place; a failed
// change keeps the server's status with a retry; turning it off opens a dialog (Cancel first)
// that asks for the SMS code (focus on the dialog as the logout's), where a wrong code is named at the boxes and in the error summary and changes nothing.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { MfaStatus } from "../../../../src/features/account/store/SmsLogin.ts"
import { SmsLoginSection } from "../../../../src/features/account/views/smsLogin/SmsLoginSection.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const ENABLED: MfaStatus = { type: "enabled", phoneNumber: "+358409990011" }
const NONE: MfaStatus = { type: "user-has-no-verified-mfa-device" }
const WANTS: MfaStatus = {
  type: "user-wants-to-enable-mfa",
  mfaOnboardingParam: { phoneNumber: "+358405432100" },
}

type Call = { method: string; path: string; body: unknown }

/** The backend: the profile answers `status`; each POST /api/mfa answer is taken from `mfa` in turn. */
function backend(status: MfaStatus, mfa: (body: { action: string; pin?: string }) => Response) {
  const calls: Call[] = []
  const env = fakeStoreEnv({
    fetch: async (request) => {
      const { pathname } = new URL(request.url)
      const text = request.method === "GET" ? "" : await request.text()
      const body: unknown = text ? JSON.parse(text) : undefined
      calls.push({ method: request.method, path: pathname, body })
      if (pathname === "/api/user/profile") return Response.json({ mfaStatus: status })
      if (pathname === "/api/mfa") {
        const answer = mfa(body as { action: string; pin?: string })
        if (answer.ok) status = (await answer.clone().json()) as MfaStatus
        return answer
      }
      if (pathname === "/api/pin/code") return new Response(null, { status: 204 })
      if (pathname === "/api/mfa-onboarding") return new Response(null, { status: 204 })
      throw new Error(`No answer for ${pathname} in this test`)
    },
  })
  return { env, calls }
}

/** Types the code a box at a time, as the boxes take it. */
async function typeCode(boxes: HTMLElement[], code: string) {
  for (const [index, digit] of [...code].entries()) {
    await act(async () => fireEvent.change(boxes[index]!, { target: { value: digit } }))
  }
}

async function showSection(env: ReturnType<typeof fakeStoreEnv>) {
  const view = await renderView(<SmsLoginSection />, { lang: "fi", namespaces: ["smsLogin"], env })
  await act(() => view.store.profile.refresh())
  const section = within(await screen.findByRole("region", { name: "Tekstiviestitunnistautuminen" }))
  return { view, section }
}

describe("the SMS-login switch", () => {
  it("is on when the server says enabled, with the number the codes go to", async () => {
    const { env } = backend(ENABLED, () => Response.json(ENABLED))
    const { section } = await showSection(env)
    const toggle = section.getByRole("switch", { name: "Käytä tekstiviestitunnistautumista" })
    expect((toggle as HTMLInputElement).checked).toBe(true)
    section.getByText("Tekstiviestitunnistautuminen on käytössä. Koodit lähetetään numeroon +358409990011.")
  })

  it("asked for but not verified, stays off and verifies the number right here", async () => {
    const { env, calls } = backend(NONE, () => Response.json(WANTS))
    const { section } = await showSection(env)
    const toggle = section.getByRole("switch", { name: "Käytä tekstiviestitunnistautumista" })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    await act(async () => fireEvent.click(toggle))
    await section.findByText(
      "Tekstiviestitunnistautuminen ei ole vielä käytössä: vahvista puhelinnumerosi alla, niin se otetaan käyttöön.",
    )
    expect((toggle as HTMLInputElement).checked).toBe(false)
    expect(calls.filter((call) => call.path === "/api/mfa").map((call) => call.body)).toEqual([
      { action: "enable" },
    ])
    const steps = within(section.getByRole("group", { name: "Vahvista puhelinnumerosi" }))
    // the front page card's steps, loaded on first need
    const phone = (await steps.findByRole("textbox", { name: "Puhelinnumero" })) as HTMLInputElement
    expect(phone.value).toBe("+358405432100")
    await act(async () => fireEvent.click(steps.getByRole("button", { name: "Lähetä koodi" })))
    await steps.findByText("Lähetimme nelinumeroisen koodin numeroon +358405432100. Syötä se alle.")
    expect(steps.getByRole("group", { name: "Tekstiviestin koodi" })).toBeTruthy()
    // no link away to the front page any more
    expect(section.queryByRole("link")).toBeNull()
  })

  it("a failed change keeps the server's status, says so and retries", async () => {
    let fail = true
    const { env, calls } = backend(NONE, () =>
      fail ? new Response("{}", { status: 500 }) : Response.json(WANTS),
    )
    const { section } = await showSection(env)
    const toggle = section.getByRole("switch", { name: "Käytä tekstiviestitunnistautumista" })
    await act(async () => fireEvent.click(toggle))
    const alert = await screen.findByText(
      "Tekstiviestitunnistautumisen muuttaminen epäonnistui. Yritä uudelleen.",
    )
    expect(alert.closest("[role=alert]")).toBeTruthy()
    expect((toggle as HTMLInputElement).checked).toBe(false)
    section.getByText("Tekstiviestitunnistautuminen ei ole käytössä.")
    fail = false
    await act(async () => fireEvent.click(section.getByRole("button", { name: "Yritä uudelleen" })))
    await section.findByRole("group", { name: "Vahvista puhelinnumerosi" })
    expect(calls.filter((call) => call.path === "/api/mfa")).toHaveLength(2)
  })
})

describe("turning SMS login off", () => {
  it("asks for the code in a dialog: Cancel first, a wrong code named at the boxes and in the summary", async () => {
    const { env, calls } = backend(ENABLED, (body) =>
      body.pin === "0011"
        ? Response.json(NONE)
        : Response.json({ type: "pinMismatch", remainingAttempts: 2 }, { status: 422 }),
    )
    const { section } = await showSection(env)
    const toggle = section.getByRole("switch", { name: "Käytä tekstiviestitunnistautumista" })
    await act(async () => fireEvent.click(toggle))
    const dialog = await screen.findByRole("alertdialog", {
      name: "Poistetaanko tekstiviestitunnistautuminen käytöstä?",
    })
    // the switch waits for the answer: still on
    expect((toggle as HTMLInputElement).checked).toBe(true)
    const inDialog = within(dialog)
    const buttons = inDialog.getAllByRole("button").map((button) => button.textContent)
    expect(buttons.indexOf("Peruuta")).toBeLessThan(buttons.indexOf("Poista käytöstä"))
    await waitFor(() => expect(calls.some((call) => call.path === "/api/pin/code")).toBe(true))
    inDialog.getByText(/Syötä numeroon \+358409990011 lähetetty tekstiviestikoodi/)
    await inDialog.findByText("Lähetimme uuden koodin puhelimeesi.")
    const boxes = inDialog.getAllByRole("textbox")
    expect(boxes).toHaveLength(4)
    // as the house's other dialogs: focus on the dialog, so its question is read first
    await waitFor(() => expect(document.activeElement).toBe(dialog))

    await typeCode(boxes, "9999")
    await act(async () => fireEvent.click(inDialog.getByRole("button", { name: "Poista käytöstä" })))
    const message = "Koodi on väärä. Tarkista koodi ja yritä uudelleen. Yrityksiä jäljellä: 2."
    await inDialog.findByText(message, { selector: ".field__error" })
    const summary = inDialog
      .getByRole("heading", { name: "Tarkista seuraavat kentät" })
      .closest(".error-summary")!
    expect(within(summary as HTMLElement).getByRole("link").textContent).toBe(`Tekstiviestikoodi: ${message}`)
    expect(document.activeElement).toBe(summary)
    expect(boxes[0]!.getAttribute("aria-invalid")).toBe("true")
    // nothing changed
    expect((toggle as HTMLInputElement).checked).toBe(true)

    await typeCode(boxes, "0011")
    await act(async () => fireEvent.click(inDialog.getByRole("button", { name: "Poista käytöstä" })))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect((toggle as HTMLInputElement).checked).toBe(false)
    section.getByText("Tekstiviestitunnistautuminen ei ole käytössä.")
    expect(calls.filter((call) => call.path === "/api/mfa").map((call) => call.body)).toEqual([
      { action: "disable", pin: "9999" },
      { action: "disable", pin: "0011" },
    ])
  })

  it("Cancel closes the dialog and sends nothing", async () => {
    const { env, calls } = backend(ENABLED, () => Response.json(NONE))
    const { section } = await showSection(env)
    await act(async () => fireEvent.click(section.getByRole("switch")))
    const dialog = await screen.findByRole("alertdialog")
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Peruuta" })))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(calls.some((call) => call.path === "/api/mfa")).toBe(false)
    expect((section.getByRole("switch") as HTMLInputElement).checked).toBe(true)
  })
})
