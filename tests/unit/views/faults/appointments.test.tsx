// @vitest-environment happy-dom
// The appointments' fault cells (support.tsx): cancel, the check-in by the appointment link and the arrival reason,
// each under a dropped connection, a 503 and the 10 s time-out, then the retry. The logged-in check-in is the
// area's walk in the e2e fault matrix.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { personaById } from "../../../../sandbox/personas.ts"
import { walkFaultCells } from "./support.tsx"
import { nodeFetch, useWorkerSandbox } from "../../../support/sandbox.ts"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const PERSONA = "hanna"
const loaded = { timeout: 20_000 }

/** An appointment of the persona's own, `startsInMinutes` from now, through the sandbox()'s development tool. */
async function seed(startsInMinutes: number): Promise<{ appointmentId: string; link: string }> {
  const request = new Request(`${sandbox().url}/__sandbox/appointments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ persona: PERSONA, startsInMinutes }),
  })
  const answer = await nodeFetch(request, undefined)
  expect(answer.status).toBe(201)
  return (await answer.json()) as { appointmentId: string; link: string }
}

const ownPage = async (startsInMinutes: number) =>
  `/en/appointments/${(await seed(startsInMinutes)).appointmentId}`
const yourAppointment = () => screen.findByRole("heading", { level: 1, name: "Your appointment" }, loaded)
const status = (name: string) => screen.findByText(name, { exact: false }, { timeout: 5_000 })

describe("the appointment's actions under each fault", () => {
  it("cancel: the error through a drop, a 503 and a time-out, then the retry cancels", async () => {
    await walkFaultCells(sandbox(), {
      flow: "cancel",
      operationId: "cancelAppointment",
      persona: PERSONA,
      url: () => ownPage(60 * 24 * 6),
      messages: {
        network: "appointments:cancel.error",
        "server error": "appointments:cancel.error",
        timeout: "appointments:cancel.error",
      },
      async fill() {
        await yourAppointment()
        await screen.findByRole("button", { name: "Cancel appointment" }, loaded)
      },
      async submit() {
        fireEvent.click(screen.getByRole("button", { name: "Cancel appointment" }))
        const dialog = await screen.findByRole("alertdialog")
        fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel the appointment" }))
      },
      succeeded: async () => void (await status("Appointment canceled")),
    })
  }, 60_000)

  it("arrival reason: the text is kept through a drop, a 503 and a time-out, and the retry saves", async () => {
    const reason = () => screen.getByRole("textbox", { name: "Reason for your visit" }) as HTMLTextAreaElement
    await walkFaultCells(sandbox(), {
      flow: "arrival reason",
      operationId: "saveArrivalReason",
      persona: PERSONA,
      url: () => ownPage(60 * 24 * 5),
      messages: {
        network: "appointments:arrivalReason.failed",
        "server error": "appointments:arrivalReason.failed",
        timeout: "appointments:arrivalReason.failed",
      },
      async fill() {
        await yourAppointment()
        await screen.findByRole("textbox", { name: "Reason for your visit" }, loaded)
        fireEvent.change(reason(), { target: { value: "Headache for a week." } })
      },
      submit: async () => void fireEvent.click(screen.getByRole("button", { name: "Save" })),
      kept: () => expect(reason().value).toBe("Headache for a week."),
      succeeded: async () => void (await status("Preliminary information saved.")),
    })
  }, 60_000)

  it("check-in by the link: the code is held through a drop, a 503 and a time-out, and the retry checks in", async () => {
    const code = personaById(PERSONA)!.ssn.slice(-4)
    const button = () => screen.getByRole("button", { name: /^(Confirm check-in|Try again)$/ })
    await walkFaultCells(sandbox(), {
      flow: "check-in by the appointment link",
      operationId: "checkInAnonymously",
      persona: PERSONA,
      url: async () => `/en/appointment/${(await seed(10)).link}`,
      messages: {
        network: "appointments:checkIn.networkError",
        "server error": "appointments:checkIn.failed",
        timeout: "appointments:checkIn.networkError",
      },
      async fill() {
        await yourAppointment()
        fireEvent.click(await screen.findByRole("button", { name: "Check in" }, loaded))
        const group = await screen.findByRole("group", {
          name: "Last 4 characters of your personal identity code",
        })
        for (const [index, character] of [...code].entries())
          await act(async () => {
            fireEvent.change(within(group).getAllByRole("textbox")[index]!, { target: { value: character } })
          })
      },
      submit: async () => void fireEvent.click(button()),
      // the code is held for the retry: it sends the same code without asking it again
      kept: () => expect(button().textContent).toBe("Try again"),
      succeeded: async ({ texts }) => void (await status(texts.t("appointments:checkIn.checkedIn"))),
    })
  }, 60_000)
})
