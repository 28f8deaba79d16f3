// @vitest-environment happy-dom
// The account's fault cells (support.tsx): registration, the patient data consent and the contact details (the
// guardians' form is the same page, operation and texts), each
// under a dropped connection, a 503 and the 10 s time-out, then the retry. The Kela card upload is the account's
// walk in the e2e fault matrix.
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { walkFaultCells } from "./support.tsx"
import { useWorkerSandbox } from "../../../support/sandbox.ts"
import { REGISTRATION_FIELDS } from "../../../support/registrationInput.ts"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const loaded = { timeout: 20_000 }
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement
const form = "profile:form.networkError" as const

const checkbox = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement
const MARKETING = "I want to receive marketing messages"
const POLICY = "I have read the privacy policy"

describe("the account's forms under each fault", () => {
  it("registration: the fields are kept through a drop, a 503 and a time-out, and the retry registers", async () => {
    await walkFaultCells(sandbox(), {
      flow: "registration",
      operationId: "registerPatient",
      persona: "ronja",
      url: `/en/registration?next=${encodeURIComponent("/en/booking")}`,
      messages: { network: form, "server error": "profile:form.saveFailed", timeout: form },
      async fill() {
        await screen.findByRole("heading", { level: 1, name: "Registration" }, loaded)
        await screen.findByRole("textbox", { name: "Street address" }, loaded)
        for (const [label, value] of REGISTRATION_FIELDS)
          fireEvent.change(textbox(label), { target: { value } })
      },
      submit: async () => void fireEvent.click(screen.getByRole("button", { name: "Save" })),
      kept() {
        for (const [label, value] of REGISTRATION_FIELDS) expect(textbox(label).value).toBe(value)
      },
      // the consent comes next
      succeeded: async ({ router }) =>
        void (await vi.waitFor(() => expect(router.state.location.pathname).toBe("/en/data-processing"), {
          timeout: 5_000,
        })),
    })
  }, 60_000)

  it("patient data consent: the choices are kept through a drop, a 503 and a time-out, and the retry saves", async () => {
    await walkFaultCells(sandbox(), {
      flow: "patient data consent",
      operationId: "savePatientDataConsent",
      persona: "aune",
      url: `/en/data-processing?next=${encodeURIComponent("/en/booking")}`,
      messages: { network: form, "server error": "profile:consent.failed", timeout: form },
      async fill() {
        await screen.findByRole("heading", { level: 1, name: "Processing of patient data" }, loaded)
        fireEvent.click(await screen.findByRole("checkbox", { name: MARKETING }, loaded))
        fireEvent.click(checkbox(POLICY))
        expect(checkbox(MARKETING).checked && checkbox(POLICY).checked).toBe(true)
      },
      submit: async () => void fireEvent.click(screen.getByRole("button", { name: "Save" })),
      kept: () => expect([checkbox(MARKETING).checked, checkbox(POLICY).checked]).toEqual([true, true]),
      succeeded: async ({ router }) =>
        void (await vi.waitFor(() => expect(router.state.location.pathname).toBe("/en/booking"), {
          timeout: 5_000,
        })),
    })
  }, 60_000)

  it("contact details: the phone number is kept through a drop, a 503 and a time-out, and the retry saves", async () => {
    await walkFaultCells(sandbox(), {
      flow: "contact details",
      operationId: "saveMyInformation",
      persona: "veikko",
      url: "/en/my-information",
      messages: { network: form, "server error": "profile:myInformation.failed", timeout: form },
      async fill() {
        await screen.findByRole("heading", { level: 1, name: "My information" }, loaded)
        await screen.findByRole("textbox", { name: "Phone number" }, loaded)
        fireEvent.change(textbox("Phone number"), { target: { value: "040 765 4321" } })
        fireEvent.blur(textbox("Phone number"))
        expect(textbox("Phone number").value).toBe("+358407654321")
      },
      submit: async () => void fireEvent.click(screen.getByRole("button", { name: "Save" })),
      kept: () => expect(textbox("Phone number").value).toBe("+358407654321"),
      succeeded: async ({ texts }) =>
        void (await screen.findByText(texts.t("profile:myInformation.saved"), { exact: false })),
    })
  }, 60_000)
})
