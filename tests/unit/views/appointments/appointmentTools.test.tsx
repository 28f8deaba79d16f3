// @vitest-environment happy-dom
// The appointment's own page and the list (fi): 'Lisää kalenteriin' saves an .ics file of the appointment (read
// back by ical.js), the directions link goes to a map search of the clinic's address in a new tab, a remote
// appointment has no directions, the check-in opening past midnight gives its date, and the list leads to the past
// visits. At a fixed clock: 23:50 in Helsinki on 11.3.2030.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fixedClock } from "../../../../src/domain/clock.ts"
import type { Appointment } from "../../../../src/features/appointments/store/Appointments.ts"
import { AppointmentsByIdsPage } from "../../../../src/features/appointments/views/AppointmentsByIdsPage.tsx"
import { AppointmentsPage } from "../../../../src/features/appointments/views/AppointmentsPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { contractExample } from "../../../support/contractExamples.ts"
import { formProblems, parseIcs } from "../../../support/icalendar.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const NOW = Date.parse("2030-03-11T21:50:00Z")
const loaded = { timeout: 10_000 }

const example = (contractExample("/api/appointments/upcoming", "one") as { appointments: Appointment[] })
  .appointments[0]!

/** Aino's appointment at 0:50 on 12.3. (Helsinki), an hour from the clock: not checked in, cancellable. */
function appointment(change: Partial<Appointment> = {}): Appointment {
  return {
    ...example,
    startDate: "2030-03-11T22:50:00.000Z",
    durationMinutes: 30,
    selfCheckInStatus: "tooEarly",
    mayCancel: true,
    room: null,
    ...change,
  }
}

/** A page at `url` whose backend answers every appointments request with `appointments`. */
async function show(page: "byIds" | "list", appointments: Appointment[]) {
  const env = fakeStoreEnv({
    now: fixedClock(NOW),
    fetch: async () =>
      new Response(JSON.stringify({ appointments }), { headers: { "content-type": "application/json" } }),
  })
  const ids = appointments.map((shown) => shown.id)
  return page === "byIds"
    ? renderView(<AppointmentsByIdsPage />, {
        lang: "fi",
        namespaces: ["appointments"],
        env,
        path: "/fi/ajanvaraukset/:ids",
        url: buildPath("appointmentsByIds", "fi", { ids }),
      })
    : renderView(<AppointmentsPage />, {
        lang: "fi",
        namespaces: ["appointments"],
        env,
        url: "/fi/ajanvaraukset",
      })
}

/** Presses the button and returns the file it saved (its name, type and text); no tab is opened. */
async function savedFile(button: HTMLElement) {
  const blobs: Blob[] = []
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return "blob:calendar-file"
  })
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {})
  const open = vi.spyOn(window, "open")
  const anchors: HTMLAnchorElement[] = []
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    anchors.push(this)
  })
  await act(async () => {
    fireEvent.click(button)
  })
  expect(open).not.toHaveBeenCalled()
  expect(blobs).toHaveLength(1)
  expect(anchors).toHaveLength(1)
  expect(anchors[0]!.getAttribute("href")).toBe("blob:calendar-file")
  return { name: anchors[0]!.download, type: blobs[0]!.type, text: await blobs[0]!.text() }
}

describe("the appointment's calendar file and directions (fi)", () => {
  it("saves the appointment as an .ics file with the Helsinki time, the place, the professional and its page", async () => {
    await show("byIds", [appointment()])
    const card = await screen.findByRole("article", {}, loaded)
    const file = await savedFile(within(card).getByRole("button", { name: "Lisää kalenteriin" }))
    expect(file.name).toBe("ajanvaraus-2030-03-12.ics")
    expect(file.type).toBe("text/calendar;charset=utf-8")
    expect(formProblems(file.text)).toEqual([])
    const event = parseIcs(file.text)
    const ownPage = `${window.location.origin}/fi/ajanvaraukset/80412345`
    expect(event).toMatchObject({
      uid: `appointment-80412345@${window.location.host}`,
      stampMs: NOW,
      tzid: "Europe/Helsinki",
      startLocal: "2030-03-12T00:50:00",
      endLocal: "2030-03-12T01:20:00",
      startMs: Date.parse("2030-03-11T22:50:00Z"),
      summary: "Yleislääketiede · Vastaanotto 30 min",
      location: "Aava Kamppi, Urho Kekkosen katu 1 A, 00100 Helsinki",
      description: `Ammattilainen: Laura Mäkinen, Yleislääkäri\nAjanvarauksesi portaalissa: ${ownPage}`,
      url: ownPage,
    })
  })

  it("links to a map search of the clinic's address in a new tab, with nothing of the patient", async () => {
    await show("byIds", [appointment()])
    const card = await screen.findByRole("article", {}, loaded)
    const link = within(card).getByRole("link", {
      name: "Reittiohjeet kartalla (avautuu uuteen välilehteen)",
    })
    const href = new URL(link.getAttribute("href")!)
    expect(href.origin + href.pathname).toBe("https://www.google.com/maps/search/")
    expect(href.searchParams.get("api")).toBe("1")
    expect(href.searchParams.get("query")).toBe("Urho Kekkosen katu 1 A, 00100 Helsinki")
    expect([...href.searchParams.keys()]).toEqual(["api", "query"])
    expect(link.getAttribute("target")).toBe("_blank")
    expect(link.getAttribute("rel")).toBe("noopener noreferrer")
  })

  it("has no directions for a remote appointment, and its file's place is the remote type", async () => {
    await show("byIds", [appointment({ isRemote: true, locationType: "videoAppointment" })])
    const card = await screen.findByRole("article", {}, loaded)
    expect(within(card).queryByRole("link", { name: /Reittiohjeet/ })).toBeNull()
    const file = await savedFile(within(card).getByRole("button", { name: "Lisää kalenteriin" }))
    expect(parseIcs(file.text).location).toBe("Videovastaanotto")
  })

  it("offers neither for a cancelled appointment", async () => {
    await show("byIds", [appointment({ hasAppointeeCanceled: true })])
    const card = await screen.findByRole("article", {}, loaded)
    expect(within(card).queryByRole("button", { name: "Lisää kalenteriin" })).toBeNull()
    expect(within(card).queryByRole("link", { name: /Reittiohjeet/ })).toBeNull()
  })

  it("says the check-in opening's date when it is past midnight", async () => {
    await show("byIds", [appointment()])
    const region = await screen.findByRole("region", { name: "Ilmoittautuminen" }, loaded)
    expect(
      within(region).getByText(
        "Ilmoittautuminen avautuu 30 minuuttia ennen vastaanoton alkua, 12.3. kello 0:20.",
      ),
    ).toBeTruthy()
  })
})

describe("the appointments list (fi)", () => {
  it("leads to the past visits", async () => {
    await show("list", [appointment()])
    await screen.findByRole("heading", { level: 1, name: "Ajanvarauksesi" }, loaded)
    expect(screen.getByRole("link", { name: "Menneet käynnit" }).getAttribute("href")).toBe("/fi/kaynnit")
  })
})
