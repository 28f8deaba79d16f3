import type { Locator, Page } from "@playwright/test"
import type { RunOptions } from "axe-core"
import { checkCharacterFor } from "../../../src/domain/ssn.ts"
import { axeViolations } from "../axe.ts"
import { installSandboxClock } from "../clock.ts"
import { expect, test, waitForPage } from "../fixtures.ts"
import { LANDSCAPE, PORTRAIT, firstDay, searchedBy, timeButtons, timeName } from "./booking-grid.ts"
import { SANDBOX_URL, VISITOR_LAST4, WRONG_LAST4, provision } from "./kiosk.ts"
import { recordSpeech } from "./speechSupport.ts"

// The kiosk's state matrix: every state a visitor meets, at the tablet's two orientations, with speech on and off,
// has no axe violations and its main action in view without scrolling. One page per setting walks a check-in and a
// booking through the states. Its own clinic (the other kiosk specs book at Kamppi and Itäkeskus), and in each
// setting a time of its own, so that settings run side by side do not take each other's times.
test.describe.configure({ timeout: 120_000 })

const CLINIC = "PASILA"
// a practitioner at Pasila, for the appointments the check-in finds
const PRACTITIONER = "10577"

const HEADING_ORDER: RunOptions = {
  runOnly: { type: "rule", values: ["heading-order"] },
  resultTypes: ["violations"],
}

const SETTINGS = [
  { viewport: LANDSCAPE, speech: false },
  { viewport: LANDSCAPE, speech: true },
  { viewport: PORTRAIT, speech: false },
  { viewport: PORTRAIT, speech: true },
]

/**
 * The screen's main actions (every element marked `data-main-action`, or `action`): each wholly in view. A soft
 * check: the walk goes on, and the test lists every state whose action is out of view.
 */
async function expectMainActionInView(
  page: Page,
  state: string,
  action?: Locator,
  { scrolled = false } = {},
): Promise<void> {
  const actions = action ?? page.locator("[data-main-action]")
  await expect(actions.first(), `the main action of "${state}"`).toBeVisible()
  // the visitor has not scrolled: only a state that moves focus itself (a form's error summary) may have
  if (!scrolled) expect.soft(await page.evaluate(() => window.scrollY), `"${state}" is not scrolled`).toBe(0)
  const viewport = page.viewportSize()!
  for (const element of await actions.all()) {
    const box = (await element.boundingBox())!
    expect
      .soft(
        box.y >= 0 &&
          box.x >= 0 &&
          box.y + box.height <= viewport.height &&
          box.x + box.width <= viewport.width,
        `the main action of "${state}" (${JSON.stringify(box)}) lies within ${viewport.width} × ${viewport.height}`,
      )
      .toBe(true)
  }
}

for (const [index, { viewport, speech }] of SETTINGS.entries()) {
  const setting = `${viewport.width} × ${viewport.height}, speech ${speech ? "on" : "off"}`
  test(`every kiosk state at ${setting}: no axe violations, the main action in view`, async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    // E2E_STATE_SHOTS=1: a screenshot of every state in test-results/, to look at (not taken in the suite)
    const shot = async (name: string) => {
      if (process.env.E2E_STATE_SHOTS)
        await page.screenshot({ path: testInfo.outputPath(`${name.replaceAll(/\W+/g, "-")}.png`) })
    }
    const state = async (name: string, action?: Locator, options?: { scrolled: boolean }) => {
      await expectMainActionInView(page, `${name}, ${setting}`, action, options)
      await expectAccessible(`${name}, ${setting}`)
      // best practice beyond the WCAG rules: no heading level skipped
      expect(await axeViolations(page, HEADING_ORDER), `heading order in "${name}"`).toEqual([])
      await shot(name)
    }
    const seed = async (startsInMinutes: number) => {
      const created = await request.post(`${SANDBOX_URL}/__sandbox/appointments`, {
        data: { persona: "sari", startsInMinutes, practitionerId: PRACTITIONER },
      })
      expect(created.status()).toBe(201)
      return (await created.json()) as { appointmentId: string; link: string }
    }

    // speech mode speaks a tap and activates on a double tap: there a control is pressed by key, as a blind visitor does
    const press = async (control: Locator, key = "Enter") => {
      // a gated button (aria-disabled) is pressed too: it explains why
      if (!speech) return control.click({ force: (await control.getAttribute("aria-disabled")) === "true" })
      await control.focus()
      await page.keyboard.press(key)
    }

    const tick = async (label: string | RegExp) => {
      if (speech) await press(page.getByLabel(label), "Space")
      else await page.getByText(label, { exact: true }).click()
      await expect(page.getByLabel(label)).toBeChecked()
    }

    await recordSpeech(page)
    await installSandboxClock(page)
    await page.setViewportSize(viewport)
    // a kiosk not yet bound: staff's setup screen
    await page.goto("/kiosk/setup")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laitteen käyttöönotto")
    await expect(page.getByRole("button", { name: "Tallenna ja aloita" })).toBeVisible()
    await state("setup")
    await provision(page, CLINIC)
    if (speech) {
      await page.getByRole("button", { name: "Puhe" }).click()
      await expect(page.getByRole("button", { name: "Puhe" })).toHaveAttribute("aria-pressed", "true")
    }
    await state("attract")

    // check-in: the code, the keypad, a wrong code, checked in
    const appointment = await seed(20)
    await press(page.getByRole("link", { name: "Ilmoittaudu" }))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ilmoittaudu")
    const find = page.getByRole("button", { name: "Hae varaukseni" })
    await state("check-in: booking code", find)
    await page.getByLabel("Varaustunnus").fill("999999999")
    await press(find)
    await expect(page.getByRole("alert")).toBeVisible()
    await state("check-in: not found", find)
    await page.getByLabel("Varaustunnus").fill(appointment.appointmentId)
    await press(find)
    await expect(page.getByRole("heading", { name: "Varauksesi" })).toBeVisible()
    const checkIn = page.getByRole("button", { name: "Ilmoittaudu", exact: true })
    await state("check-in: keypad", checkIn)
    await page.keyboard.type(WRONG_LAST4)
    await press(checkIn)
    await expect(page.getByRole("alert")).toContainText("Henkilötunnuksen loppuosa on virheellinen")
    await state("check-in: wrong code", checkIn)
    const clear = page.getByRole("button", { name: "Tyhjennä" })
    if (await clear.isEnabled()) await press(clear)
    await page.keyboard.type(VISITOR_LAST4)
    // the private check by ear: the headphones warning first, Cancel speaks nothing
    await press(page.getByRole("button", { name: "Kuuntele syöttämäsi merkit" }))
    const listenWarning = page.getByRole("alertdialog", { name: "Kuuntele merkit yksityisesti" })
    await expect(listenWarning).toBeVisible()
    await state(
      "check-in: headphones warning",
      listenWarning.getByRole("button", { name: "Lue merkit ääneen" }),
      // a modal over the page: pressing Listen may have scrolled the page under it
      { scrolled: true },
    )
    await press(listenWarning.getByRole("button", { name: "Peruuta" }))
    await expect(listenWarning).toBeHidden()
    await press(checkIn)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olet ilmoittautunut")
    await state("check-in: checked in")
    await press(page.getByRole("button", { name: "Valmis" }))
    await waitForPage(page)

    // too early: a result of its own
    const later = await seed(180)
    if (speech) await page.getByRole("button", { name: "Puhe" }).click()
    await press(page.getByRole("link", { name: "Ilmoittaudu" }))
    await page.getByLabel("Varaustunnus").fill(later.link)
    await press(find)
    await expect(page.getByRole("heading", { name: "Varauksesi" })).toBeVisible()
    await page.keyboard.type(VISITOR_LAST4)
    await press(checkIn)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ilmoittautuminen ei ole vielä auki")
    await state("check-in: too early")
    await press(page.getByRole("button", { name: "Valmis" }))
    await waitForPage(page)

    // no code: see the reception
    if (speech) await page.getByRole("button", { name: "Puhe" }).click()
    await press(page.getByRole("link", { name: "Ilmoittaudu" }))
    await press(page.getByRole("button", { name: "Minulla ei ole tunnusta" }))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käänny vastaanoton puoleen")
    await state("check-in: no code")
    await press(page.getByRole("button", { name: "Valmis" }))
    await waitForPage(page)

    // booking: the list, a chosen time, the form, its errors, the idle warning over it, success
    if (speech) await page.getByRole("button", { name: "Puhe" }).click()
    const slots = await searchedBy(page, () => press(page.getByRole("link", { name: "Varaa aika" })))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
    const daySlots = firstDay(slots).slots
    await expect(timeButtons(page)).toHaveCount(daySlots.length)
    await state("booking list")
    // the day's first time is the list's main action
    await expect(page.locator("[data-main-action]")).toHaveCount(1)
    await expect(timeButtons(page).first()).toHaveAttribute("data-main-action")

    // a time that needs a login: the kiosk says to book it elsewhere (found on the first of the picker's days
    // that has one)
    let shown = daySlots
    const tabs = page.getByRole("tablist", { name: "Valitse päivä" }).getByRole("tab")
    for (
      let day = 1;
      !shown.some((slot) => slot.requiresAuthToReserve) && day < (await tabs.count());
      day++
    ) {
      shown = firstDay(await searchedBy(page, () => press(tabs.nth(day)))).slots
      await expect(tabs.nth(day)).toHaveAttribute("aria-selected", "true")
    }
    const needsLogin = shown.find((slot) => slot.requiresAuthToReserve)
    expect(needsLogin, `a time that needs a login at ${CLINIC} among the picker's days`).toBeDefined()
    await press(page.getByRole("button", { name: timeName(needsLogin!), exact: true }))
    await press(page.getByRole("link", { name: "Varaa", exact: true }))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Varaa tämä aika verkkopalvelussa tai vastaanotossa",
    )
    await state("elsewhere")
    await press(page.getByRole("link", { name: "Takaisin aikoihin" }))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")

    await press(page.getByRole("button", { name: "Aloita alusta" }))
    await waitForPage(page)

    // each setting books on a day of its own (the index-th of the picker's first days), its last bookable time
    if (speech) await page.getByRole("button", { name: "Puhe" }).click()
    let listed = firstDay(
      await searchedBy(page, () => press(page.getByRole("link", { name: "Varaa aika" }))),
    ).slots
    if (index > 0) {
      listed = firstDay(await searchedBy(page, () => press(tabs.nth(index)))).slots
      await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true")
    }
    await expect(timeButtons(page)).toHaveCount(listed.length)
    const slot = listed.filter((candidate) => !candidate.requiresAuthToReserve).at(-1)
    expect(slot, `a bookable time at ${CLINIC} on the picker's day ${index + 1}`).toBeDefined()
    await press(page.getByRole("button", { name: timeName(slot!), exact: true }))
    await expect(page.getByRole("heading", { name: "Valitsemasi aika" })).toBeFocused()
    await state("chosen time", page.getByRole("link", { name: "Varaa", exact: true }))
    await press(page.getByRole("link", { name: "Varaa", exact: true }))
    await expect(page.getByLabel("Etunimi")).toBeVisible()
    const reserve = page.getByRole("button", { name: "Varaa aika" })
    // focus on its first field, which the page keeps above the kiosk's keyboard: it may have scrolled
    await state("reservation form", reserve, { scrolled: true })
    await press(reserve)
    // the summary of what to fix takes focus: its first link (to the first field to fix) is the way on
    const summary = page.getByRole("heading", { name: "Tarkista seuraavat kentät" })
    await expect(summary).toBeVisible()
    await state("reservation form: errors", page.getByRole("link", { name: /^Etunimi:/ }), { scrolled: true })

    await page.clock.fastForward((speech ? 2 : 1) * 61_000)
    const warning = page.getByRole("alertdialog", { name: "Oletko vielä siellä?" })
    await expect(warning).toBeVisible()
    // a modal over the form as its error summary left it
    await state("idle warning", warning.getByRole("button", { name: "Jatka" }), { scrolled: true })
    await press(warning.getByRole("button", { name: "Jatka" }))
    await expect(warning).toBeHidden()

    // a visitor of this setting's own
    const [birth, individual] = [`1${index}0190`, "908"]
    await page.getByLabel("Etunimi").fill("Tila")
    await page.getByLabel("Sukunimi").fill(`Matriisi${index}`)
    await page
      .getByLabel("Henkilötunnus")
      .fill(`${birth}-${individual}${checkCharacterFor(birth, individual)}`)
    await page.getByLabel("Puhelinnumero").fill("040 123 4567")
    await page.getByLabel("Sähköpostiosoite").fill(`tila.matriisi${index}@example.fi`)
    await tick("Hyväksyn käyttöehdot")
    // a time starting within the cancellation hours also asks to confirm that the booking is binding
    const binding = /^Ymmärrän, että varaus on sitova/
    if (await page.getByLabel(binding).count()) await tick(binding)
    await press(reserve)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aikasi on varattu")
    await expect(page.getByRole("img", { name: "QR-koodi varauksesi linkistä" })).toBeVisible()
    await state("booking success")
    await expectMainActionInView(
      page,
      `booking success's QR code, ${setting}`,
      page.getByRole("img", { name: "QR-koodi varauksesi linkistä" }),
    )
    await press(page.getByRole("button", { name: "Valmis" }))
    await waitForPage(page)

    // out of service: the backend does not answer
    const session = "**/api/session"
    await page.route(session, (route) => route.abort("connectionrefused"))
    // the reset after Done makes a new store, whose watch starts its 30 s when the attract screen has it: on a
    // busy machine that may be after a first fast-forward, so the kiosk rests a watch interval more until it asks
    await expect(async () => {
      await page.clock.fastForward(31_000)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poissa käytöstä", { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await state("out of service")
    await page.unroute(session)
  })
}
