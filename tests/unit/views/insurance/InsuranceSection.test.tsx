// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { Lang } from "../../../../src/domain/language.ts"
import type { StoreEnv } from "../../../../src/platform/api/env.ts"
import { InsuranceSection } from "../../../../src/features/booking/views/insurance/InsuranceSection.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"
import type { TestRoot } from "../../../support/rootStore.ts"

afterEach(cleanup)

const PERMIT = { symptom: "Knee pain", bodyPart: "Left knee", validTo: "2026-12-31", contentHash: "abc123" }

// The insurers' calls by their path templates in the contract
const INSURER_CALLS = [
  "/api/insurance/pohjola-check/{date}",
  "/api/insurance/lahitapiola-direct-compensation-permits/{lang}",
  "/api/insurance/lahitapiola-policy-check",
]
const templateOf = (path: string) =>
  INSURER_CALLS.find((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path)) ??
  path

/** A backend answering the insurers' calls by path template (`answers`), 503 otherwise, noting each call's template. */
function fakeEnv(answers: Record<string, unknown>, calls: string[] = []): StoreEnv {
  return fakeStoreEnv({
    fetch: async (request) => {
      const template = templateOf(new URL(request.url).pathname)
      calls.push(template)
      const data = answers[template]
      return Response.json(data ?? {}, { status: data === undefined ? 503 : 200 })
    },
  })
}

function renderSection(
  env: StoreEnv,
  options: { url?: string; isRemote?: boolean; lang?: Lang; flowOff?: boolean } = {},
) {
  const appointment = {
    id: "80412345",
    startDate: "2026-11-30T10:00:00+02:00",
    isRemote: options.isRemote ?? false,
  }
  return renderView(
    ({ store }) => [
      {
        path: "/en/reserve",
        element: (
          <InsuranceSection
            selection={(store as TestRoot).insurance.insuranceSelection}
            appointment={appointment}
          />
        ),
      },
    ],
    {
      lang: options.lang,
      namespaces: ["insurance"],
      env,
      snapshot: {
        session: {
          isLoggedIn: true,
          isSessionValid: true,
          csrfToken: "token",
          features: options.flowOff ? [] : ["lahitapiola-insurance-flow"],
        },
      },
      url: options.url ?? "/en/reserve",
    },
  )
}

describe("InsuranceSection", () => {
  it("offers the four companies; IF asks how to pay, with the consent for direct compensation", async () => {
    const { store } = await renderSection(fakeEnv({}))
    const companies = screen.getByRole("radiogroup", { name: "Insurance company" })
    expect(companies.querySelectorAll("input[type=radio]")).toHaveLength(4)
    act(() => void store.insurance.insuranceSelection.revealErrors())
    expect(screen.getByText("Choose your insurance company")).toBeTruthy()

    fireEvent.click(screen.getByRole("radio", { name: "If" }))
    expect(screen.queryByText("Choose your insurance company")).toBeNull()
    expect(screen.getByText("Choose how you want to pay for the visit")).toBeTruthy()
    fireEvent.click(
      screen.getByRole("radio", { name: "Direct compensation: If pays its share directly to us" }),
    )
    const consent = screen.getByRole("checkbox", { name: /I consent to the clinic sending If/ })
    fireEvent.click(consent)
    expect(store.insurance.insuranceSelection.conceptCode).toBe("90157")
    expect(store.insurance.insuranceSelection.isComplete).toBe(true)
  })

  it("disables the company reimbursement for a remote appointment, with the note to claim later", async () => {
    await renderSection(fakeEnv({}), { isRemote: true })
    fireEvent.click(screen.getByRole("radio", { name: "If" }))
    const company = screen.getByRole("radio", { name: "Payment commitment: we bill If" }) as HTMLInputElement
    expect(company.disabled).toBe(true)
    expect(screen.getByText(/Billing If is not available for remote appointments/)).toBeTruthy()
  })

  it("OP: verify finds the insurance, 'Remove verification' cancels it", async () => {
    const calls: string[] = []
    const { store } = await renderSection(
      fakeEnv({ "/api/insurance/pohjola-check/{date}": { hasInsurance: true } }, calls),
    )
    fireEvent.click(screen.getByRole("radio", { name: "OP Pohjola" }))
    fireEvent.click(screen.getByRole("button", { name: "Verify insurance" }))
    await screen.findByText("Personal insurance found. The visit will be billed to OP.")
    expect(store.insurance.insuranceSelection.conceptCode).toBe("999503")
    fireEvent.click(screen.getByRole("button", { name: "Remove verification" }))
    expect(screen.getByText(/Insurance not verified/)).toBeTruthy()
    expect(store.insurance.insuranceSelection.conceptCode).toBeUndefined()
    expect(calls).toEqual(["/api/insurance/pohjola-check/{date}"])
  })

  it("OP: a failed check says 'Verification failed' and offers try again", async () => {
    await renderSection(fakeEnv({}))
    fireEvent.click(screen.getByRole("radio", { name: "OP Pohjola" }))
    fireEvent.click(screen.getByRole("button", { name: "Do not verify" }))
    fireEvent.click(screen.getByRole("button", { name: "Back to the start" }))
    fireEvent.click(screen.getByRole("button", { name: "Verify insurance" }))
    await screen.findByText("Verification failed")
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy()
  })

  it("LähiTapiola: back from the insurer, the permits are fetched, shown d.M.yyyy, and the query is cleaned", async () => {
    const { store, router } = await renderSection(
      fakeEnv({
        "/api/insurance/lahitapiola-direct-compensation-permits/{lang}": {
          type: "success",
          directCompensationPermits: [PERMIT],
        },
      }),
      { url: "/en/reserve?step=form&lahitapiolaStatus=directcompensationallowed" },
    )
    await screen.findByText("Knee pain, Left knee, valid until 31.12.2026")
    expect(screen.getByText("Direct compensation permit in use:")).toBeTruthy()
    expect(router.state.location.search).toBe("?step=form")
    expect(store.insurance.insuranceSelection.conceptCode).toBe("90021")
    expect(store.insurance.insuranceSelection.dcpContentHash).toBe("abc123")
    fireEvent.click(screen.getByRole("button", { name: "Remove permit" }))
    expect(screen.getByRole("button", { name: "Check insurance" })).toBeTruthy()
  })

  it("LähiTapiola: a denied permit says so and links to apply again, back to this page", async () => {
    await renderSection(fakeEnv({}), { url: "/en/reserve?lahitapiolaStatus=directcompensationdenied" })
    await screen.findByText("Direct compensation permit was denied")
    const apply = screen.getByRole("link", { name: "Apply for a direct compensation permit at LähiTapiola" })
    const href = new URL(apply.getAttribute("href")!, "http://portal.invalid")
    expect(href.pathname).toBe("/api/insurance/lahitapiola-apply-permit")
    expect(href.searchParams.get("redirectTo")).toBe("/en/reserve")
    expect(href.searchParams.get("lang")).toBe("en")
  })

  it("LähiTapiola: the check needs the consent first; no policy is 'No insurance found'", async () => {
    const calls: string[] = []
    await renderSection(
      fakeEnv(
        { "/api/insurance/lahitapiola-policy-check": { type: "success", hasHealthcarePolicy: false } },
        calls,
      ),
    )
    fireEvent.click(screen.getByRole("radio", { name: "LähiTapiola" }))
    fireEvent.click(screen.getByRole("button", { name: "Check insurance" }))
    expect(calls).toEqual([])
    // the page's own alert; the toasts' live region is one too, and empty
    const alerts = screen.getAllByRole("alert").filter((alert) => !alert.closest(".toast-region"))
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Give your consent first, then check your insurance.",
    ])
    fireEvent.click(screen.getByRole("checkbox", { name: /checking my health insurance policy/ }))
    fireEvent.click(screen.getByRole("button", { name: "Check insurance" }))
    await waitFor(() => expect(screen.getByText("No insurance found")).toBeTruthy())
    expect(calls).toEqual(["/api/insurance/lahitapiola-policy-check"])
  })

  it("speaks Finnish and Swedish: the OP answer not found, the permit's date d.M.yyyy", async () => {
    const env = fakeEnv({ "/api/insurance/pohjola-check/{date}": { hasInsurance: false } })
    await renderSection(env, { lang: "fi" })
    expect(screen.getByRole("radiogroup", { name: "Vakuutusyhtiö" })).toBeTruthy()
    fireEvent.click(screen.getByRole("radio", { name: "OP Pohjola" }))
    fireEvent.click(screen.getByRole("button", { name: "Tarkista vakuutus" }))
    await screen.findByText("Henkilövakuutusta ei löytynyt")
    cleanup()

    await renderSection(
      fakeEnv({
        "/api/insurance/lahitapiola-direct-compensation-permits/{lang}": {
          type: "success",
          directCompensationPermits: [PERMIT],
        },
      }),
      { url: "/en/reserve?lahitapiolaStatus=directcompensationallowed", lang: "sv" },
    )
    await screen.findByText("Knee pain, Left knee, giltigt till 31.12.2026")
    expect(screen.getByRole("radio", { name: "LokalTapiola" })).toBeTruthy()
  })

  it("without the feature a return status is only cleaned from the address", async () => {
    const calls: string[] = []
    const { store, router } = await renderSection(fakeEnv({}, calls), {
      url: "/en/reserve?lahitapiolaStatus=directcompensationallowed",
      flowOff: true,
    })
    await waitFor(() => expect(router.state.location.search).toBe(""))
    expect(store.insurance.insuranceSelection.company).toBeUndefined()
    expect(calls).toEqual([])
  })
})
