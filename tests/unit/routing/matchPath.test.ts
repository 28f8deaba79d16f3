import { describe, expect, it } from "vitest"
import { matchPath } from "../../../src/platform/routing/matchPath.ts"

describe("matchPath", () => {
  it("matches the language root as the front page", () => {
    expect(matchPath("/fi")).toEqual({ routeId: "front", lang: "fi", params: {} })
    expect(matchPath("/sv/")).toEqual({ routeId: "front", lang: "sv", params: {} })
  })

  it("matches comma-separated appointment ids and nothing else there", () => {
    expect(matchPath("/fi/ajanvaraukset/12,34")).toEqual({
      routeId: "appointmentsByIds",
      lang: "fi",
      params: { ids: "12,34" },
    })
    expect(matchPath("/fi/ajanvaraukset/12%2C34")?.params).toEqual({ ids: "12,34" })
    for (const ids of ["abc", "12,", ",12", "12,,34", "12 34", "-1", "1.5", "12,a"]) {
      expect(matchPath(`/fi/ajanvaraukset/${ids}`), ids).toBeUndefined()
    }
  })

  it("prefers static words to params", () => {
    expect(matchPath("/en/conversations/new")?.routeId).toBe("conversationNew")
    expect(matchPath("/fi/viestit/uusi")?.routeId).toBe("conversationNew")
    expect(matchPath("/sv/meddelanden/ny")?.routeId).toBe("conversationNew")
    expect(matchPath("/en/conversations/17")).toEqual({
      routeId: "conversationThread",
      lang: "en",
      params: { threadId: "17" },
    })
  })

  it("tells the insurance reservation from an appointment id", () => {
    expect(matchPath("/fi/vapaat-ajat/vakuutus/5")?.routeId).toBe("availableAppointmentsInsurance")
    expect(matchPath("/fi/vapaat-ajat/5")?.routeId).toBe("availableAppointments")
    expect(matchPath("/fi/vapaat-ajat/vakuutus")).toBeUndefined()
  })

  it("rejects params that do not fit their patterns", () => {
    const misses = [
      "/fi/kaynnit/abc",
      "/fi/kaynnit/12a",
      "/en/conversations/new-one",
      "/fi/laboratoriotulos/2024-02-30",
      "/fi/laboratoriotulos/2023-02-29",
      "/fi/laboratoriotulos/2024-2-3",
      "/fi/laboratoriotulos/20240203",
      "/en/imaging/2024-13-01",
      "/fi/varaus/abc$def",
      "/fi/varaus/abc=def",
      "/fi/varaus/abc===",
      "/fi/reseptin-uusinta/1;2",
      "/fi/laskut/INV-1/maksu",
      "/fi/kyselyt/x",
    ]
    for (const path of misses) expect(matchPath(path), path).toBeUndefined()
  })

  it("accepts real dates, url-safe base64 and alphanumeric appointment links", () => {
    expect(matchPath("/fi/laboratoriotulos/2024-02-29")?.params).toEqual({ date: "2024-02-29" })
    expect(matchPath("/en/imaging/2025-12-31")?.routeId).toBe("imagingResult")
    expect(matchPath("/fi/varaus/MTIzXzQ1Ng==")?.params).toEqual({ linkToken: "MTIzXzQ1Ng==" })
    expect(matchPath("/sv/bokning/a-b_C9")?.params).toEqual({ linkToken: "a-b_C9" })
  })

  it("knows help only in Finnish", () => {
    expect(matchPath("/fi/ohjeita")?.routeId).toBe("help")
    expect(matchPath("/sv/ohjeita")).toBeUndefined()
  })

  it("does not mix languages' words", () => {
    expect(matchPath("/sv/viestit")).toBeUndefined()
    expect(matchPath("/en/ajanvaraus")).toBeUndefined()
  })

  it("returns undefined for unknown languages, empty segments and malformed input", () => {
    for (const path of [
      "",
      "/",
      "fi",
      "/de",
      "/de/booking",
      "/FI",
      "/fi//viestit",
      "/fi/%E0%A4%A",
      "/fi/Viestit",
    ]) {
      expect(matchPath(path), path).toBeUndefined()
    }
  })

  it("ignores a query and a fragment", () => {
    expect(matchPath("/fi/kirjaudu?nextPath=%2Ffi")?.routeId).toBe("login")
    expect(matchPath("/fi#appointment-cancelled")?.routeId).toBe("front")
  })
})
