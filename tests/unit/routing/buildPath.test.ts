import { describe, expect, it } from "vitest"
import { buildPath, buildRoutePath } from "../../../src/platform/routing/buildPath.ts"
import { encodeQuery } from "../../../src/platform/routing/query.ts"

describe("buildPath", () => {
  it("builds paths with params", () => {
    expect(buildPath("appointmentsByIds", "fi", { ids: [12, 34] })).toBe("/fi/ajanvaraukset/12,34")
    expect(buildPath("appointmentsByIds", "en", { ids: "12,34" })).toBe("/en/appointments/12,34")
    expect(buildPath("availableAppointments", "fi", { id: 7 })).toBe("/fi/vapaat-ajat/7")
    expect(buildPath("laboratoryResult", "sv", { date: "2024-05-06" })).toBe(
      "/sv/laboratorieresultat/2024-05-06",
    )
    expect(buildPath("invoicePayment", "fi", { invoiceNumber: 1001 })).toBe("/fi/laskut/1001/maksu")
    expect(buildPath("front", "en")).toBe("/en")
    expect(buildPath("help", "fi")).toBe("/fi/ohjeita")
  })

  it("puts the booking query in the list links", () => {
    expect(
      buildPath("bookingPrivate", "fi", undefined, {
        practitionerIds: ["12", "34"],
        includeRemote: true,
        startDate: "2025-03-01",
        timeOfDay: undefined,
      }),
    ).toBe(
      "/fi/ajanvaraus/yksityisasiakas?practitionerIds=12&practitionerIds=34&includeRemote=true&startDate=2025-03-01",
    )
    expect(buildPath("login", "sv", undefined, { nextPath: "/sv/lediga-tider/5" })).toBe(
      "/sv/loggain?nextPath=%2Fsv%2Flediga-tider%2F5",
    )
    expect(buildPath("paymentResult", "en", { invoiceNumber: "42" }, { status: "ok" })).toBe(
      "/en/invoices/42/payment-result?status=ok",
    )
  })

  it("checks params and query keys at run time too", () => {
    // @ts-expect-error visit needs its id
    expect(() => buildPath("visit", "fi")).toThrow(RangeError)
    expect(() => buildPath("visit", "fi", { id: "abc" })).toThrow(/param id/)
    expect(() => buildPath("visit", "fi", { id: -1 })).toThrow(RangeError)
    expect(() => buildPath("visit", "fi", { id: 1.5 })).toThrow(RangeError)
    expect(() => buildPath("laboratoryResult", "fi", { date: "2024-02-30" })).toThrow(RangeError)
    // @ts-expect-error login reads nextPath, not next
    expect(() => buildPath("login", "fi", undefined, { next: "/fi" })).toThrow(/query next/)
    // @ts-expect-error the front page reads no query
    expect(() => buildPath("front", "fi", undefined, { x: "1" })).toThrow(RangeError)
    // @ts-expect-error help has no Swedish page
    expect(() => buildPath("help", "sv")).toThrow(/no sv path/)
    expect(() => buildRoutePath("help", "en")).toThrow(RangeError)
  })
})

describe("encodeQuery", () => {
  it("leaves out undefined and empty arrays and gives nothing for an empty query", () => {
    expect(encodeQuery({})).toBe("")
    expect(encodeQuery({ a: undefined, b: [] })).toBe("")
  })

  it("repeats array keys and writes booleans and numbers as text", () => {
    expect(encodeQuery({ ids: [1, 2, 3], remote: false, offset: 20 })).toBe(
      "?ids=1&ids=2&ids=3&remote=false&offset=20",
    )
  })

  it("percent-encodes special characters, ä and spaces", () => {
    const search = encodeQuery({ q: "Hyvä lääkäri & co", next: "/fi/a?b=c#d", "key with space": "+" })
    expect(search).toBe(
      "?q=Hyv%C3%A4%20l%C3%A4%C3%A4k%C3%A4ri%20%26%20co&next=%2Ffi%2Fa%3Fb%3Dc%23d&key%20with%20space=%2B",
    )
    const parsed = new URLSearchParams(search)
    expect(parsed.get("q")).toBe("Hyvä lääkäri & co")
    expect(parsed.get("next")).toBe("/fi/a?b=c#d")
    expect(parsed.get("key with space")).toBe("+")
  })

  it("refuses numbers a URL cannot carry", () => {
    expect(() => encodeQuery({ n: Number.NaN })).toThrow(RangeError)
    expect(() => encodeQuery({ n: Infinity })).toThrow(RangeError)
  })
})
