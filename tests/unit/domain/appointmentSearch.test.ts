import { describe, expect, it } from "vitest"
import {
  alternativeDays,
  canLoadMore,
  isBookingListAvailable,
  isRemoteForced,
  isSpecialtyFilterEnabled,
  isSpecialtyListed,
  matchesPractitionerSearch,
  otherClinicIds,
  remoteForcedBy,
} from "../../../src/domain/appointmentSearch.ts"
import { toIsoDate } from "../../../src/domain/dates.ts"

describe("appointment list rules", () => {
  it("offers more while the last page was full", () => {
    expect(canLoadMore(20)).toBe(true)
    expect(canLoadMore(19)).toBe(false)
    expect(canLoadMore(0)).toBe(false)
  })

  it.each([
    [{ specialtyIds: ["PSY"], practitionerIds: [] }, true],
    [{ specialtyIds: ["YL", "GRG"], practitionerIds: [] }, true],
    [{ specialtyIds: ["YL"], practitionerIds: [] }, false],
    [{ specialtyIds: [], practitionerIds: ["12"] }, true],
    [{ specialtyIds: [], practitionerIds: [] }, false],
  ])("forces remote appointments on for %j: %s", (filter, forced) => {
    expect(isRemoteForced(filter)).toBe(forced)
  })

  it.each([
    ["Aino Virtanen", "vir", true],
    ["Aino Virtanen", "AI VIR", true],
    ["Aino Virtanen", "tanen", false],
    ["Anna-Liisa Mäkelä", "liisa mäk", true],
    ["Anna-Liisa Mäkelä", "", true],
    ["Aino Virtanen", "aino x", false],
  ])("practitioner %s matches %j: %s", (name, query, matches) => {
    expect(matchesPractitionerSearch(name, query)).toBe(matches)
  })

  it("hides Y65V outside Kela65 and disables the specialty filter on Kela65", () => {
    expect(isSpecialtyListed("Y65V", "private")).toBe(false)
    expect(isSpecialtyListed("Y65V", "kela65")).toBe(true)
    expect(isSpecialtyListed("PSY", "private")).toBe(true)
    expect(isSpecialtyFilterEnabled("kela65")).toBe(false)
    expect(isSpecialtyFilterEnabled("insurance")).toBe(true)
  })

  it("picks up to five alternative days, one a day, or one a day and clinic", () => {
    const at = (day: number, hour: number, clinicId: string) => ({
      startDate: `2026-12-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00+02:00`,
      clinicId,
    })
    const candidates = [
      at(1, 8, "A"),
      at(1, 9, "B"),
      at(1, 10, "A"),
      at(2, 8, "A"),
      at(3, 8, "A"),
      at(4, 8, "A"),
      at(5, 8, "A"),
      at(6, 8, "A"),
    ]
    expect(
      alternativeDays(candidates, toIsoDate, { perClinic: false }).map((c) => c.startDate.slice(8, 10)),
    ).toEqual(["01", "02", "03", "04", "05"])
    expect(
      alternativeDays(candidates, toIsoDate, { perClinic: true }).map(
        (c) => `${c.startDate.slice(8, 10)}${c.clinicId}`,
      ),
    ).toEqual(["01A", "01B", "02A", "03A", "04A"])
  })

  it("tells why remote appointments are forced: a practitioner first, then a specialty", () => {
    expect(remoteForcedBy({ specialtyIds: ["PSY"], practitionerIds: ["12"] })).toBe("practitioner")
    expect(remoteForcedBy({ specialtyIds: ["YL", "ENDO"], practitionerIds: [] })).toBe("specialty")
    expect(remoteForcedBy({ specialtyIds: ["YL"], practitionerIds: [] })).toBeUndefined()
  })

  it.each([
    ["private", "children-production", [], true],
    ["insurance", "adult-production", [], true],
    ["occupational", "adult-development", ["ohc-appointment-search"], true],
    ["occupational", "adult-development", [], false],
    ["occupational", "children-development", ["ohc-appointment-search"], false],
    ["kela65", "adult-production", ["kela65"], true],
    ["kela65", "adult-production", [], false],
  ] as const)("offers the %s list in %s with %j: %s", (type, environment, features, offered) => {
    expect(isBookingListAvailable(type, { environment, features })).toBe(offered)
  })

  describe("other clinics for the alternatives", () => {
    const clinics = [
      { id: "KAMPPI", municipality: "helsinki", isRemote: false },
      { id: "PASILA", municipality: "helsinki", isRemote: false },
      { id: "TAPIOLA", municipality: "espoo", isRemote: false },
      { id: "TIKKURILA", municipality: "vantaa", isRemote: false },
      { id: "KERAVA", municipality: "kerava", isRemote: false },
      { id: "JARVENPAA", municipality: "järvenpää", isRemote: false },
      { id: "HYVINKAA", municipality: "hyvinkää", isRemote: false },
      { id: "RMT", municipality: null, isRemote: true },
    ]

    it("are the unchosen clinics of the chosen clinics' municipalities and their neighbours", () => {
      expect(otherClinicIds(["KAMPPI"], clinics)).toEqual(["PASILA", "TAPIOLA", "TIKKURILA"])
      expect(otherClinicIds(["TIKKURILA"], clinics)).toEqual(["KAMPPI", "PASILA", "TAPIOLA", "KERAVA"])
      expect(otherClinicIds(["HYVINKAA"], clinics)).toEqual(["JARVENPAA"])
    })

    it("are none when every clinic was searched, or for a remote clinic", () => {
      expect(otherClinicIds([], clinics)).toEqual([])
      expect(otherClinicIds(["RMT"], clinics)).toEqual([])
    })
  })
})
