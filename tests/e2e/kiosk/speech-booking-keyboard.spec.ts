import type { Locator, Page } from "@playwright/test"
import { checkCharacterFor } from "../../../src/domain/ssn.ts"
import { formatWeekdayDate } from "../../../src/platform/i18n/format.ts"
import { installSandboxClock } from "../clock.ts"
import { expect, test } from "../fixtures.ts"
import { firstDay, LANDSCAPE, PORTRAIT, searchedBy, timeButtons, timeName } from "./booking-grid.ts"
import { arrowToKey, expectLastSpoken, tapKeys, typeOnKeys } from "./keyboardSupport.ts"
import { expectTouchTargets, provision } from "./kiosk.ts"
import { expectSpoken, focusedName, moveTo, recordSpeech, utterances } from "./speechSupport.ts"

test.describe.configure({ timeout: 300_000 })

// A clinic no other kiosk spec books at, and a visitor of this spec's own.
const CLINIC = "RUOHOLAHTI"
const visitor = {
  firstName: "Eila",
  lastName: "Näkö",
  ssn: `070352-${"468"}${checkCharacterFor("070352", "468")}`,
  phone: "0405557799",
  email: "eila.nako@example.fi",
}

/** What speech mode says of a key press: the character typed (a symbol by name), or in the identity code a count. */
const SYMBOLS: Record<string, string> = { "@": "ät-merkki", ".": "piste", "-": "yhdysmerkki" }
const lastCharacter = (typed: string) => SYMBOLS[typed.at(-1)!] ?? typed.at(-1)!
const enteredCount = (typed: string) =>
  `${typed.length} ${typed.length === 1 ? "merkki" : "merkkiä"} syötetty`

/** No heading level skipped on the screen (a screen reader's outline of the step). */
async function expectHeadingOrder(page: Page, state: string): Promise<void> {
  const levels = await page
    .locator("main :is(h1, h2, h3, h4, h5, h6)")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
  expect(levels[0], `${state}: starts with its h1`).toBe(1)
  for (const [index, level] of levels.entries())
    if (index > 0)
      expect(level, `${state}: headings ${levels.join(", ")}`).toBeLessThanOrEqual(levels[index - 1]! + 1)
}

/** The form's main action wholly in the viewport and above the keyboard, the page as it is. */
async function expectActionInView(page: Page, action: Locator): Promise<void> {
  const viewport = page.viewportSize()!
  const box = (await action.boundingBox())!
  const keyboard = await page.locator(".kiosk-kb-dock").boundingBox()
  const bottom = keyboard ? keyboard.y : viewport.height
  const where = JSON.stringify({ box, keyboard, viewport })
  expect(box.y, `Varaa aika in view: ${where}`).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, `Varaa aika above the keyboard: ${where}`).toBeLessThanOrEqual(bottom)
}

test("with speech, a visitor books by the kiosk keyboard and the arrow keys alone; the identity code is spoken only on request", async ({
  page,
  expectAccessible,
}) => {
  await recordSpeech(page)
  await installSandboxClock(page)
  await page.setViewportSize(LANDSCAPE)
  await provision(page, CLINIC)
  const keyboard = page.getByRole("group", { name: "Näytön näppäimistö" })
  await page.keyboard.press("?")
  await expectSpoken(page, "Tervetuloa")

  // the list: focus on the day tabs, the first day's times
  const firstSlots = await searchedBy(page, async () => {
    await moveTo(page, "Varaa aika")
    await page.keyboard.press("Enter")
  })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
  await expectSpoken(page, /^Varaa aika/)
  const tabs = page.getByRole("tab")
  await expect(tabs.first()).toBeFocused()
  await expectAccessible("booking list, speech on")
  await expectHeadingOrder(page, "booking list")

  // another day: its count of free times is spoken
  expect(await tabs.count(), `more than one day with free times at ${CLINIC}`).toBeGreaterThan(1)
  const firstDayName = await focusedName(page)
  const beforeDay = (await utterances(page)).length
  const slots = await searchedBy(page, async () => {
    await page.keyboard.press("ArrowRight")
    await expectSpoken(page, await focusedName(page))
    await page.keyboard.press("Enter")
  })
  expect(firstDay(slots).day).not.toBe(firstDay(firstSlots).day)
  await expect(page.getByRole("tab", { selected: true })).not.toHaveText(firstDayName)
  const count = await timeButtons(page).count()
  const dayCount = `${count} ${count === 1 ? "vapaa aika" : "vapaata aikaa"} ${formatWeekdayDate(firstDay(slots).day, "fi")}`
  await expect
    .poll(async () => (await utterances(page)).slice(beforeDay).map(({ text }) => text))
    .toContainEqual(expect.stringContaining(dayCount))

  const slot = firstDay(slots).slots.find((free) => !free.requiresAuthToReserve)
  expect(slot, `a free time at ${CLINIC} the kiosk can book on the second day`).toBeDefined()
  await moveTo(page, timeName(slot!))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { name: "Valitsemasi aika" })).toBeVisible()
  await expectSpoken(page, "Valitsemasi aika")
  await expectHeadingOrder(page, "chosen time")

  // Escape: back to the day's times with the time focused, not to the start
  await page.keyboard.press("Escape")
  await expect(page.getByRole("heading", { name: "Valitsemasi aika" })).toBeHidden()
  await expect(page.locator(`[data-appointment-id="${slot!.id}"]`)).toBeFocused()
  await expect(page.getByRole("tab", { selected: true })).not.toHaveText(firstDayName)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { name: "Valitsemasi aika" })).toBeVisible()
  await moveTo(page, "Varaa")
  await page.keyboard.press("Enter")

  // the form: focus on its first field; Escape goes back to the chosen time, and on again
  const firstName = page.getByRole("textbox", { name: "Etunimi" })
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAttribute("inputmode", "none")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("heading", { name: "Valitsemasi aika" })).toBeVisible()
  await moveTo(page, "Varaa")
  await page.keyboard.press("Enter")
  await expect(firstName).toBeFocused()
  await expectSpoken(page, /Omat tietosi/)

  const reserve = page.getByRole("button", { name: "Varaa aika" })
  await expectActionInView(page, reserve)
  await expectAccessible("reservation form with the kiosk keyboard, speech on")
  await expectHeadingOrder(page, "reservation form")

  // Enter in a field moves into its keys; each field's characters, then the next-field key
  const before = (await utterances(page)).length
  let ssnStart = 0
  let ssnEnd = 0
  for (const [label, value] of [
    ["Etunimi", visitor.firstName],
    ["Sukunimi", visitor.lastName],
    ["Henkilötunnus", visitor.ssn],
    ["Puhelinnumero", visitor.phone],
    ["Sähköpostiosoite", visitor.email],
  ] as const) {
    await expect(keyboard).toHaveAccessibleDescription(`Kenttä: ${label}`)
    if (label === "Etunimi") {
      await page.keyboard.press("Enter")
      await expectLastSpoken(page, "Kenttä: Etunimi. Q, näppäin")
    }
    if (label === "Henkilötunnus") ssnStart = (await utterances(page)).length
    await typeOnKeys(page, value, label === "Henkilötunnus" ? enteredCount : lastCharacter)
    await expect(page.getByRole("textbox", { name: label })).toHaveValue(value)
    if (label === "Henkilötunnus") {
      ssnEnd = (await utterances(page)).length
      // masked while not typed into, but not yet: the keys type into it
      await expectAccessible("reservation form, identity code typed, speech on")
    }
    await expectActionInView(page, reserve)
    await arrowToKey(page, label === "Sähköpostiosoite" ? "Valmis" : "Seuraava kenttä")
    await page.keyboard.press("Enter")
  }
  // the identity code shows dots once the keys have moved on
  expect(
    await page
      .getByRole("textbox", { name: "Henkilötunnus" })
      .evaluate((input) => getComputedStyle(input).getPropertyValue("-webkit-text-security")),
  ).toBe("disc")

  // Done moved on to the terms
  await expect(page.getByLabel("Hyväksyn käyttöehdot")).toBeFocused()
  await expectLastSpoken(page, /^Hyväksyn käyttöehdot, valintaruutu/)
  await page.keyboard.press("Space")
  await expect(page.getByLabel("Hyväksyn käyttöehdot")).toBeChecked()
  // a toggle's new state is spoken once the screen has followed
  await expectLastSpoken(page, /^Hyväksyn käyttöehdot, valintaruutu, valittu/)
  const binding = page.getByLabel(/^Ymmärrän, että varaus on sitova/)
  if (await binding.count()) {
    await moveTo(page, /^Ymmärrän, että varaus on sitova/)
    await page.keyboard.press("Space")
    await expectLastSpoken(page, /^Ymmärrän, että varaus on sitova.*, valintaruutu, valittu/)
  }

  // a private check of the identity code: read back only after the headphones warning is confirmed
  await moveTo(page, "Henkilötunnus", "ArrowUp")
  await page.keyboard.press("Enter")
  const readBack = page.getByRole("button", { name: "Lue kenttä" })
  await arrowToKey(page, "Lue kenttä")
  await page.keyboard.press("Enter")
  await expectSpoken(page, /Kytke kuulokkeet/)
  const warned = (await utterances(page)).length
  // Cancel first: a stray Enter reads nothing out
  await expect(page.getByRole("button", { name: "Peruuta" })).toBeFocused()
  await expectAccessible("the identity code's headphones warning, speech on")
  await moveTo(page, "Lue merkit ääneen", "ArrowUp")
  await page.keyboard.press("Enter")
  await expectLastSpoken(page, [...visitor.ssn].join(" "))
  await expect(readBack).toBeFocused()
  // Escape: from the keys back to their field
  await page.keyboard.press("Escape")
  await expect(page.getByRole("textbox", { name: "Henkilötunnus" })).toBeFocused()
  await expectLastSpoken(page, /^Henkilötunnus, tekstikenttä, 11 merkkiä syötetty/)

  await moveTo(page, "Varaa aika")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aikasi on varattu")
  await expectSpoken(page, /^Aikasi on varattu/)
  await expectAccessible("booking success, speech on")

  const said = (await utterances(page)).map(({ text }) => text)
  // every step: the list, the chosen time, the form, the result
  for (const step of [/^Varaa aika/, /^Valitsemasi aika/, /Omat tietosi/, /^Aikasi on varattu/])
    expect(
      said.some((text) => step.test(text)),
      `spoken: ${String(step)}`,
    ).toBe(true)
  // the identity code's keys said their places, never their characters
  const onSsnKeys = said.slice(ssnStart, ssnEnd)
  expect(onSsnKeys.length).toBeGreaterThan(visitor.ssn.length)
  for (const text of onSsnKeys)
    expect(text).toMatch(/^(Rivi \d+, näppäin \d+, näppäin|\d+ merkki(ä)? syötetty)$/)
  expect(onSsnKeys).toContain(`${visitor.ssn.length} merkkiä syötetty`)
  // and the code itself was never spoken, but once on request after the warning
  const spelled = [...visitor.ssn].join(" ")
  expect(said.slice(0, warned)).not.toContain(spelled)
  expect(said.slice(warned).filter((text) => text === spelled)).toHaveLength(1)
  for (const text of said.slice(before).filter((text) => text !== spelled)) {
    expect(text).not.toContain(visitor.ssn)
    expect(text).not.toContain(visitor.ssn.slice(-4))
  }
})

test("in portrait by touch: the keyboard types into each field in turn, the identity code shows dots after it, Escape goes back one step, and the form's action stays in view, speech off and on", async ({
  page,
  expectAccessible,
}) => {
  await recordSpeech(page)
  await installSandboxClock(page)
  await page.setViewportSize(PORTRAIT)
  await provision(page, CLINIC)
  const keyboard = page.getByRole("group", { name: "Näytön näppäimistö" })
  const slots = await searchedBy(page, () => page.getByRole("link", { name: "Varaa aika" }).tap())
  // only opens the form: nothing is reserved
  const slot = firstDay(slots).slots.find((free) => !free.requiresAuthToReserve)
  expect(slot, `a free time at ${CLINIC} the kiosk can book`).toBeDefined()
  const time = page.getByRole("button", { name: timeName(slot!), exact: true })
  await time.tap()
  const chosenHeading = page.getByRole("heading", { name: "Valitsemasi aika" })
  await expect(chosenHeading).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(time).toBeFocused()
  await time.tap()
  await page.getByRole("link", { name: "Varaa", exact: true }).tap()

  const field = (name: string) => page.getByRole("textbox", { name })
  const reserve = page.getByRole("button", { name: "Varaa aika" })
  await expect(field("Etunimi")).toBeFocused()
  await expect(keyboard).toHaveAccessibleDescription("Kenttä: Etunimi")
  await expectActionInView(page, reserve)
  await expectTouchTargets(page, "the kiosk keyboard, portrait")
  await expectAccessible("reservation form with the kiosk keyboard, portrait")

  // capitals where a name has them; backspace; the next field takes the keys
  await tapKeys(page, "Anna-Liisa")
  await expect(field("Etunimi")).toHaveValue("Anna-Liisa")
  await page.getByRole("button", { name: "Poista viimeinen merkki" }).tap()
  await expect(field("Etunimi")).toHaveValue("Anna-Liis")
  await tapKeys(page, "a")
  await page.getByRole("button", { name: "Seuraava kenttä" }).tap()
  await expect(field("Sukunimi")).toBeFocused()
  await expect(keyboard).toHaveAccessibleDescription("Kenttä: Sukunimi")
  await tapKeys(page, "Öhman")
  await expect(field("Sukunimi")).toHaveValue("Öhman")
  await page.getByRole("button", { name: "Seuraava kenttä" }).tap()
  await expect(keyboard).toHaveAccessibleDescription("Kenttä: Henkilötunnus")
  await tapKeys(page, visitor.ssn)
  await expect(field("Henkilötunnus")).toHaveValue(visitor.ssn)
  const security = () =>
    field("Henkilötunnus").evaluate((input) =>
      getComputedStyle(input).getPropertyValue("-webkit-text-security"),
    )
  expect(await security()).toBe("none")
  await page.getByRole("button", { name: "Seuraava kenttä" }).tap()
  await expect(field("Puhelinnumero")).toBeFocused()
  expect(await security()).toBe("disc")
  await expectActionInView(page, reserve)
  await expectAccessible("reservation form, phone keys, portrait")

  // Escape on the form: back to the chosen time, not the start
  await page.keyboard.press("Escape")
  await expect(chosenHeading).toBeVisible()
  await page.getByRole("link", { name: "Varaa", exact: true }).tap()
  await expect(field("Etunimi")).toBeFocused()

  // speech on: its bar takes room at the top; the action is still in view above the keyboard
  await page.keyboard.press("F1")
  await expect(page.getByRole("group", { name: "Puheen äänenvoimakkuus" })).toBeVisible()
  for (const name of ["Etunimi", "Sähköpostiosoite"]) {
    await field(name).focus()
    await expect(keyboard).toHaveAccessibleDescription(`Kenttä: ${name}`)
    await expectActionInView(page, reserve)
  }
  await expectAccessible("reservation form with the kiosk keyboard, portrait, speech on")
})
