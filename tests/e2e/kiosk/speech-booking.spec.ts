import { checkCharacterFor } from "../../../src/domain/ssn.ts"
import { expect, test } from "../fixtures.ts"
import { firstDay, searchedBy, timeName } from "./booking-grid.ts"
import { provision } from "./kiosk.ts"
import { expectSpoken, moveTo, recordSpeech, utterances } from "./speechSupport.ts"

test.describe.configure({ timeout: 180_000 })

// A clinic the other kiosk specs do not book at, and a visitor of this spec's own.
const CLINIC = "ITAKESKUS"
const visitor = {
  firstName: "Eero",
  lastName: "Kuulo",
  ssn: `120588-377${checkCharacterFor("120588", "377")}`,
  phone: "040 555 7788",
  email: "eero.kuulo@example.fi",
}

test("a visitor books a time by keyboard alone with speech; the identity code is never spoken", async ({
  page,
  expectAccessible,
}) => {
  await recordSpeech(page)
  await provision(page, CLINIC)
  await page.keyboard.press("?")
  await expectSpoken(page, "Tervetuloa")

  const slots = await searchedBy(page, async () => {
    await moveTo(page, "Varaa aika")
    await page.keyboard.press("Enter")
  })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
  await expectSpoken(page, /^Varaa aika/)
  await expectAccessible("booking list, speech on")
  const bookable = firstDay(slots).slots.filter((slot) => !slot.requiresAuthToReserve)
  const slot = bookable.at(-1)
  expect(slot, `a free time at ${CLINIC} the kiosk can book`).toBeDefined()
  await moveTo(page, timeName(slot!))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { name: "Valitsemasi aika" })).toBeVisible()
  await expectSpoken(page, "Valitsemasi aika")
  await moveTo(page, "Varaa")
  await page.keyboard.press("Enter")

  await expect(page.getByLabel("Etunimi")).toBeVisible()
  await expectAccessible("reservation form, speech on")
  const before = (await utterances(page)).length
  for (const [label, value] of [
    ["Etunimi", visitor.firstName],
    ["Sukunimi", visitor.lastName],
    ["Henkilötunnus", visitor.ssn],
    ["Puhelinnumero", visitor.phone],
    ["Sähköpostiosoite", visitor.email],
  ] as const) {
    await moveTo(page, label)
    await page.keyboard.type(value)
  }
  await moveTo(page, "Hyväksyn käyttöehdot")
  await page.keyboard.press("Space")
  await expect(page.getByLabel("Hyväksyn käyttöehdot")).toBeChecked()
  await expectSpoken(page, /Hyväksyn käyttöehdot, valintaruutu, valittu/)
  const binding = page.getByLabel(/^Ymmärrän, että varaus on sitova/)
  if (await binding.count()) {
    await moveTo(page, /^Ymmärrän, että varaus on sitova/)
    await page.keyboard.press("Space")
  }
  await moveTo(page, "Varaa aika")
  await page.keyboard.press("Enter")

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aikasi on varattu")
  await expectSpoken(page, /^Aikasi on varattu/)
  const result = (await utterances(page)).find(({ text }) => text.startsWith("Aikasi on varattu"))!.text
  // the time, the clinic and the practitioner
  expect(result).toContain(slot!.practitioner.name)
  expect(result).toMatch(/\d{1,2}[:.]\d{2}/)
  await expectAccessible("booking success, speech on")

  const spoken = (await utterances(page)).slice(before).map(({ text }) => text)
  for (const text of spoken) {
    expect(text).not.toContain(visitor.ssn)
    expect(text).not.toContain(visitor.ssn.slice(-4))
  }
  expect(new Set((await utterances(page)).map(({ lang }) => lang))).toEqual(new Set(["fi-FI"]))
})
