// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { AnonymousAppointment } from "../../../../src/features/appointments/store/Appointments.ts"
import { AnonymousCheckIn } from "../../../../src/features/appointments/views/AnonymousCheckIn.tsx"
import { testClock } from "../../../support/clock.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const appointment = (startsInMinutes: number): AnonymousAppointment => ({
  id: "80412345",
  startDate: new Date(testClock() + startsInMinutes * 60_000).toISOString(),
  durationMinutes: 30,
  isSpecificTime: true,
  isRemote: false,
  isCovidTestAppointment: false,
  locationType: "physicalLocation",
  clinic: {
    id: "KAMPPI",
    name: "Aava Kamppi",
    address: { street: "Urho Kekkosen katu 1 A", postalCode: "00100", postOffice: "Helsinki" },
    municipality: "helsinki",
    isRemote: false,
    cmsContent: { name: null, arrivalInfo: null, covid19: null },
  },
  practitioner: {
    id: "10234",
    name: "Laura Mäkinen",
    title: null,
    isResource: false,
    cmsContent: { profilePicture: null },
  },
  kind: { description: "Vastaanotto", cmsContent: { title: null, appointmentReservationInfo: null } },
  specialtyData: { specialties: [] },
  selfCheckInStatus: startsInMinutes > 30 ? "tooEarly" : "allowed",
  mayCancel: false,
})

/** The check-in part on a store whose backend answers the given results in turn, recording the bodies sent. */
async function setup(shown: AnonymousAppointment, answers: unknown[]) {
  const sent: unknown[] = []
  const env = fakeStoreEnv({
    fetch: async (request) => {
      sent.push(await request.json())
      return new Response(JSON.stringify(answers.shift()), {
        headers: { "content-type": "application/json" },
      })
    },
  })
  const { store } = await renderView(<AnonymousCheckIn appointment={shown} loginPath="/en/login" />, {
    namespaces: ["appointments"],
    env,
    path: "/en/appointment/x",
    url: "/en/appointment/x",
  })
  return { store, sent }
}

const codeBoxes = () =>
  within(
    screen.getByRole("group", { name: "Last 4 characters of your personal identity code" }),
  ).getAllByRole("textbox")

async function typeCode(code: string) {
  for (const [index, character] of [...code].entries()) {
    await act(async () => {
      fireEvent.change(codeBoxes()[index]!, { target: { value: character } })
    })
  }
}

describe("AnonymousCheckIn", () => {
  it("asks for the code, keeps the visitor in it after a wrong one, then shows the room", async () => {
    const { sent } = await setup(appointment(10), [
      { type: "ssnEndPartMismatch", remainingAttempts: 4 },
      { type: "success", room: { location: "floor 5, room 512" } },
    ])
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Check in" }))
    })
    const confirm = screen.getByRole("button", { name: "Confirm check-in" })
    // unavailable but reachable: a press sends nothing and says what is missing, in the first empty box
    expect(confirm.getAttribute("aria-disabled")).toBe("true")
    expect(confirm).toHaveProperty("disabled", false)
    // and before any press it says why, as its description
    const description = () =>
      document.getElementById(confirm.getAttribute("aria-describedby") ?? "")?.textContent
    expect(description()).toBe("Enter all 4 characters before confirming.")
    await typeCode("90")
    await act(async () => {
      fireEvent.click(confirm)
    })
    expect(screen.getByText("Enter all 4 characters before confirming.")).toBeTruthy()
    expect(document.activeElement).toBe(codeBoxes()[2])
    expect(sent).toEqual([])
    await typeCode("902f")
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(["9", "0", "2", "F"])
    expect(confirm.getAttribute("aria-disabled")).toBeNull()
    expect(screen.queryByText("Enter all 4 characters before confirming.")).toBeNull()
    await act(async () => {
      fireEvent.click(confirm)
    })
    expect(
      await screen.findByText(
        "The final part of the personal identity code is incorrect. Please check and try again. 4 attempts left.",
      ),
    ).toBeTruthy()
    expect(document.activeElement).toBe(codeBoxes()[0])
    expect(codeBoxes().every((box) => (box as HTMLInputElement).value === "")).toBe(true)

    await typeCode("902F")
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Confirm check-in" }))
    })
    expect(await screen.findByText("Please go to floor 5, room 512.")).toBeTruthy()
    expect(sent).toEqual([
      { appointmentId: "80412345", ssnEndPart: "902F" },
      { appointmentId: "80412345", ssnEndPart: "902F" },
    ])
  })

  it("keeps the button unavailable before check-in opens and says when it does", async () => {
    await setup(appointment(90), [])
    const button = await screen.findByRole("button", { name: "Check in" })
    expect(button.getAttribute("aria-disabled")).toBe("true")
    await act(async () => {
      fireEvent.click(button)
    })
    expect(screen.queryByRole("group", { name: /characters|merkkiä/ })).toBeNull()
    expect(button.getAttribute("aria-describedby")).toBeTruthy()
    expect(
      // today, or on the date when 60 minutes from now is past midnight
      screen.getByText(
        /^Check-in opens 30 minutes before the appointment starts, (today|on \d{1,2} [A-Z][a-z]+( \d{4})?) at \d{1,2}:\d{2}\.$/,
      ),
    ).toBeTruthy()
  })
})
