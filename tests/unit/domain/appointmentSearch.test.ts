import { describe, expect, it } from "vitest"
import {
  alternativeDays,
  canLoadMore,
  isRemoteForced,
  isSpecialtyFilterEnabled,
  isSpecialtyListed,
  matchesPractitionerSearch,
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
})
