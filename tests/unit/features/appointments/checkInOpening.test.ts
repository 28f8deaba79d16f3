// When check-in opens, said with its day: 'today' when it opens on the day of the clock's now in Helsinki, its date
// otherwise (with the year when that is not this year), around midnight and in each language.
import { describe, expect, it } from "vitest"
import { checkInOpeningText } from "../../../../src/features/appointments/views/checkInOpening.ts"
import { textsIn } from "../../../support/renderView.tsx"
import type { Lang } from "../../../../src/domain/language.ts"

async function opening(lang: Lang, opensAt: string, at: string): Promise<string> {
  const texts = await textsIn(lang, ["appointments"])
  return checkInOpeningText(texts.getFixedT(lang, "appointments"), opensAt, lang, at)
}

describe("the check-in opening's text", () => {
  it("says today when it opens later the same Helsinki day, from just after midnight", async () => {
    // 00:10 in Helsinki (UTC+2); opens 8:50
    expect(await opening("fi", "2030-03-12T06:50:00Z", "2030-03-11T22:10:00Z")).toBe(
      "Ilmoittautuminen avautuu 30 minuuttia ennen vastaanoton alkua, tänään kello 8:50.",
    )
    expect(await opening("sv", "2030-03-12T06:50:00Z", "2030-03-11T22:10:00Z")).toBe(
      "Anmälan öppnar 30 minuter innan mottagningen börjar, i dag klockan 8:50.",
    )
    expect(await opening("en", "2030-03-12T06:50:00Z", "2030-03-11T22:10:00Z")).toBe(
      "Check-in opens 30 minutes before the appointment starts, today at 8:50.",
    )
  })

  it("gives the date when it opens after midnight, though only minutes away", async () => {
    // 23:50 in Helsinki on 11.3.; opens 0:20 on 12.3. (in UTC both are still the 11th)
    const at = "2030-03-11T21:50:00Z"
    const opensAt = "2030-03-11T22:20:00Z"
    expect(await opening("fi", opensAt, at)).toBe(
      "Ilmoittautuminen avautuu 30 minuuttia ennen vastaanoton alkua, 12.3. kello 0:20.",
    )
    expect(await opening("sv", opensAt, at)).toBe(
      "Anmälan öppnar 30 minuter innan mottagningen börjar, den 12.3. klockan 0:20.",
    )
    expect(await opening("en", opensAt, at)).toBe(
      "Check-in opens 30 minutes before the appointment starts, on 12 March at 0:20.",
    )
  })

  it("gives the date on other days, and the year when it is next year's", async () => {
    expect(await opening("fi", "2030-03-20T06:50:00Z", "2030-03-11T10:00:00Z")).toBe(
      "Ilmoittautuminen avautuu 30 minuuttia ennen vastaanoton alkua, 20.3. kello 8:50.",
    )
    expect(await opening("fi", "2031-01-02T06:50:00Z", "2030-12-31T10:00:00Z")).toBe(
      "Ilmoittautuminen avautuu 30 minuuttia ennen vastaanoton alkua, 2.1.2031 kello 8:50.",
    )
    expect(await opening("en", "2031-01-02T06:50:00Z", "2030-12-31T10:00:00Z")).toBe(
      "Check-in opens 30 minutes before the appointment starts, on 2 January 2031 at 8:50.",
    )
    // summer time (UTC+3): the Helsinki day, not the UTC one, decides
    expect(await opening("fi", "2030-06-14T21:30:00Z", "2030-06-14T12:00:00Z")).toBe(
      "Ilmoittautuminen avautuu 30 minuuttia ennen vastaanoton alkua, 15.6. kello 0:30.",
    )
  })
})
