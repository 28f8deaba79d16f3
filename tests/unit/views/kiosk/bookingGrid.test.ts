import { describe, expect, it } from "vitest"
import type { AppointmentListItem } from "../../../../src/platform/api/schemas.ts"
import { parseInstant, parseIsoDate } from "../../../../src/domain/dates.ts"
import {
  dayLabel,
  windowFrom,
  windowStartBefore,
  groupTimes,
  timeCount,
  timeNameParts,
} from "../../../../src/features/kiosk/views/booking/bookingGrid.ts"

type Options = { practitioner?: string; title?: string; remote?: "videoAppointment"; clinic?: string }

const PRACTITIONERS: Record<string, string> = { "1": "Pirjo Leinonen", "2": "Matti Virtanen" }

function slot(id: string, startDate: string, options: Options = {}): AppointmentListItem {
  const practitionerId = options.practitioner ?? "1"
  return {
    id,
    startDate,
    isRemote: options.remote !== undefined,
    locationType: options.remote ?? "physicalLocation",
    requiresAuthToReserve: false,
    clinic: { id: options.clinic ?? "KAMPPI", name: "Kamppi", cmsContent: { name: "Aava Kamppi" } },
    practitioner: {
      id: practitionerId,
      name: PRACTITIONERS[practitionerId],
      title: options.title ?? "geriatrician",
      cmsContent: {},
    },
    specialtyData: { specialties: [{ id: "GER", name: "Geriatrics", cmsContent: {} }] },
    kind: { description: "Appointment", cmsContent: {} },
  } as unknown as AppointmentListItem
}

const startOf = (item: AppointmentListItem) => parseInstant(item.startDate)

describe("groupTimes", () => {
  it("groups by Helsinki day, then by practitioner and place in the order of their first time", () => {
    const days = groupTimes(
      [
        slot("c", "2026-11-24T10:00:00+02:00", { practitioner: "2" }),
        slot("a", "2026-11-24T09:30:00+02:00"),
        slot("b", "2026-11-24T11:00:00+02:00"),
        slot("v", "2026-11-24T12:00:00+02:00", { remote: "videoAppointment" }),
        // 23:30 UTC on the 24th is already the 25th in Helsinki
        slot("d", "2026-11-24T23:30:00Z", { practitioner: "2" }),
      ],
      startOf,
    )
    expect(days.map((day) => day.day)).toEqual(["2026-11-24", "2026-11-25"])
    const [first, second] = days
    expect(
      first!.groups.map((group) => [group.practitioner, group.times.map((time) => time.item.id)]),
    ).toEqual([
      ["Pirjo Leinonen, geriatrician", ["a", "b"]],
      ["Matti Virtanen, geriatrician", ["c"]],
      ["Pirjo Leinonen, geriatrician", ["v"]],
    ])
    expect(first!.groups.map((group) => group.place)).toEqual([
      { clinic: "Aava Kamppi" },
      { clinic: "Aava Kamppi" },
      { remote: "videoAppointment" },
    ])
    expect(first!.groups[0]!.times.map((time) => time.time)).toEqual(["9:30", "11:00"])
    expect(first!.groups[0]!.kind).toBe("Geriatrics · Appointment")
    expect(second!.groups[0]!.times[0]!.time).toBe("1:30")
    expect(timeCount(first!.groups)).toBe(4)
  })

  it("gives nothing for no results", () => {
    expect(groupTimes([], startOf)).toEqual([])
  })
})

describe("timeNameParts", () => {
  const [day] = groupTimes([slot("a", "2026-11-24T09:30:00+02:00")], startOf)
  const time = day!.groups[0]!.times[0]!
  const remoteText = () => "Video appointment"

  it("names a time by date, time, practitioner and place in the visit's language", () => {
    expect(timeNameParts(time, "en", remoteText)).toEqual({
      date: "Tuesday 24 November 2026",
      time: "9:30",
      practitioner: "Pirjo Leinonen, geriatrician",
      place: "Aava Kamppi",
    })
    expect(timeNameParts(time, "fi", remoteText).date).toBe("tiistai 24.11.2026")
    expect(timeNameParts(time, "sv", remoteText).date).toBe("tisdag 24.11.2026")
  })

  it("names a remote time's place by its type", () => {
    const [remoteDay] = groupTimes(
      [slot("v", "2026-11-24T12:00:00+02:00", { remote: "videoAppointment" })],
      startOf,
    )
    expect(timeNameParts(remoteDay!.groups[0]!.times[0]!, "en", remoteText).place).toBe("Video appointment")
  })
})

describe("dayLabel", () => {
  it("gives the weekday and a short date in each language", () => {
    const day = parseIsoDate("2026-11-24")
    expect(dayLabel(day, "fi")).toEqual({ weekday: "tiistai", shortWeekday: "ti", date: "24.11." })
    expect(dayLabel(day, "sv")).toEqual({ weekday: "tisdag", shortWeekday: "tis", date: "24.11." })
    expect(dayLabel(day, "en")).toEqual({ weekday: "Tuesday", shortWeekday: "Tue", date: "24 Nov" })
  })
})

describe("windowFrom and windowStartBefore", () => {
  // the rest of November, then December's days: the window late in a month fills from the next
  const days = [
    "2026-11-27",
    "2026-11-30",
    "2026-12-01",
    "2026-12-02",
    "2026-12-03",
    "2026-12-04",
    "2026-12-07",
  ]

  it("shows five free days from the start day on, into the next month", () => {
    expect(windowFrom(days, "2026-11-27")).toEqual({
      days: days.slice(0, 5),
      first: 0,
      hasEarlier: false,
      hasLater: true,
    })
    // a start day without free times: from the next free day
    expect(windowFrom(days, "2026-11-28")).toEqual({
      days: days.slice(1, 6),
      first: 1,
      hasEarlier: true,
      hasLater: true,
    })
    expect(windowFrom(days, "2026-12-03")).toEqual({
      days: days.slice(4),
      first: 4,
      hasEarlier: true,
      hasLater: false,
    })
    expect(windowFrom(days, "2026-12-08")).toEqual({ days: [], first: 7, hasEarlier: true, hasLater: false })
    expect(windowFrom([], "2026-11-27")).toEqual({ days: [], first: 0, hasEarlier: false, hasLater: false })
  })

  it("finds the start of the window of five that ends before a day", () => {
    expect(windowStartBefore(days, "2026-12-07")).toBe("2026-11-30")
    expect(windowStartBefore(days, "2026-12-02")).toBe("2026-11-27")
    expect(windowStartBefore(days, "2026-11-27")).toBeUndefined()
    expect(windowStartBefore(days, "2027-01-01")).toBe("2026-12-01")
  })
})
