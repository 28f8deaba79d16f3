import type { Page } from "@playwright/test"
import { installSandboxClock } from "../clock.ts"
import { expect, test } from "../fixtures.ts"
import { VISITOR_LAST4, provision, seedAppointment, tapCode } from "./kiosk.ts"
import { expectSpoken, focusedName, recordSpeech, utterances } from "./speechSupport.ts"

test.describe.configure({ timeout: 150_000 })

/** The keys a visitor presses, counted. */
function keys(page: Page) {
  let count = 0
  return {
    get count() {
      return count
    },
    async press(key: string) {
      count += 1
      await page.keyboard.press(key)
    },
  }
}

type Keys = ReturnType<typeof keys>

/** Moves with the arrows (up if `name` comes before the focus) until `name` is focused. */
async function moveTo(page: Page, keys: Keys, name: string): Promise<void> {
  for (let step = 0; step < 120; step++) {
    if ((await focusedName(page)) === name) return
    const before = await page.evaluate((name) => {
      const active = document.activeElement
      const target = [...document.querySelectorAll("button, a[href], input")].find(
        (element) =>
          (element.textContent ?? "").trim() === name || element.getAttribute("aria-label") === name,
      )
      if (!target || !active || active === document.body) return false
      return (target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    }, name)
    await keys.press(before ? "ArrowUp" : "ArrowDown")
  }
  throw new Error(`"${name}" was not reached`)
}

/**
 * A check-in by keys alone in speech mode: '?' starts speech, the booking code typed on the keyboard, the identity
 * code by moving over the keypad's keys. `jumps`: with End to the main action (else the arrows only).
 */
async function checkInByKeys(page: Page, appointmentId: string, jumps: boolean): Promise<number> {
  const pressed = keys(page)
  await pressed.press("?")
  await expectSpoken(page, "kuulokkeet")
  if (jumps) await pressed.press("End")
  else await moveTo(page, pressed, "Ilmoittaudu")
  await expect.poll(() => focusedName(page)).toBe("Ilmoittaudu")
  await pressed.press("Enter")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ilmoittaudu")
  // the booking code's field waits for the code (a scanner types there too)
  await expect(page.getByLabel("Varaustunnus")).toBeFocused()
  await expectSpoken(page, "Varaustunnus on vahvistusviestissäsi")
  for (const digit of appointmentId) await pressed.press(digit)
  await expectSpoken(page, `Varaustunnus: ${[...appointmentId].join(" ")}`)
  await pressed.press("Enter")
  await expect(page.getByRole("heading", { name: "Varauksesi" })).toBeVisible()
  // focus on the step's first field: the identity code's boxes
  await expect(page.getByRole("group", { name: "Henkilötunnuksesi 4 viimeistä merkkiä" })).toBeFocused()
  for (const character of VISITOR_LAST4) {
    await moveTo(page, pressed, character)
    await pressed.press("Enter")
  }
  await expectSpoken(page, "4/4 merkkiä syötetty")
  if (jumps) await pressed.press("End")
  else await moveTo(page, pressed, "Ilmoittaudu")
  await expect.poll(() => focusedName(page)).toBe("Ilmoittaudu")
  await pressed.press("Enter")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olet ilmoittautunut")
  return pressed.count
}

test.describe("kiosk check-in by keys and speech", () => {
  test("keys alone: focus on each step's field, Enter sends, keys spoken by place; End saves key presses", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await recordSpeech(page, [{ name: "Satu", lang: "fi-FI" }])
    const first = await seedAppointment(request, "sari", 20)
    await provision(page, first.clinicId)
    const arrowsOnly = await checkInByKeys(page, first.appointmentId, false)
    await expectAccessible("check-in: success, speech on, by keys")

    // nothing on the keypad said which character: each key by its place
    const said = (await utterances(page)).map(({ text }) => text)
    expect(said).toContain("Numerot, rivi 1, näppäin 1, näppäin")
    for (const character of VISITOR_LAST4)
      expect(said.filter((text) => text.startsWith(`${character}, `))).toEqual([])
    expect(said.some((text) => text.includes(VISITOR_LAST4))).toBe(false)

    const second = await seedAppointment(request, "sari", 25)
    await provision(page, second.clinicId)
    const withJumps = await checkInByKeys(page, second.appointmentId, true)
    test.info().annotations.push({
      type: "key presses of a check-in in speech mode",
      description: `arrows only ${arrowsOnly}, with End to the main action ${withJumps}`,
    })
    console.log(`key presses of a check-in: arrows only ${arrowsOnly}, with End ${withJumps}`)
    expect(withJumps).toBeLessThan(arrowsOnly)
  })

  test("the identity code is masked and checked by ear only after a headphone warning; keys by name on request", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await recordSpeech(page, [{ name: "Satu", lang: "fi-FI" }])
    const appointment = await seedAppointment(request, "sari", 20)
    await provision(page, appointment.clinicId)
    await page.getByRole("link", { name: "Ilmoittaudu" }).click()
    // '?' in the empty booking code field asks for speech, it is no character of a code
    const field = page.getByLabel("Varaustunnus")
    await expect(field).toBeFocused()
    await page.keyboard.press("?")
    await expect(page.getByRole("button", { name: "Puhe" })).toHaveAttribute("aria-pressed", "true")
    await expect(field).toHaveValue("")
    // in speech mode a tap speaks: the Speak control is pressed by a key
    await page.getByRole("button", { name: "Puhe" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("button", { name: "Puhe" })).toHaveAttribute("aria-pressed", "false")

    await field.fill(appointment.appointmentId)
    await page.getByRole("button", { name: "Hae varaukseni" }).click()
    const code = page.getByRole("group", { name: "Henkilötunnuksesi 4 viimeistä merkkiä" })
    await expect(code).toBeFocused()
    await tapCode(page, VISITOR_LAST4)
    // the last one typed shows for a moment; then every box is a dot
    await expect(code).toHaveText("••••")
    await expect(code).not.toContainText(VISITOR_LAST4.at(-1)!)
    await expectAccessible("check-in: identity code masked")

    const before = (await utterances(page)).length
    await page.getByRole("button", { name: "Kuuntele syöttämäsi merkit" }).click()
    const warning = page.getByRole("alertdialog", { name: "Kuuntele merkit yksityisesti" })
    await expect(warning).toContainText("Kytke kuulokkeet")
    // Cancel has focus: Enter alone speaks nothing
    await expect(warning.getByRole("button", { name: "Peruuta" })).toBeFocused()
    await expectAccessible("check-in: the headphone warning before the characters are spoken")
    // nothing is said before the visitor confirms
    expect((await utterances(page)).slice(before).some(({ text }) => text.includes("merkit:"))).toBe(false)
    await warning.getByRole("button", { name: "Lue merkit ääneen" }).click()
    await expectSpoken(page, `Syöttämäsi merkit: ${[...VISITOR_LAST4].join(", ")}.`)
    await expect(page.getByRole("button", { name: "Kuuntele syöttämäsi merkit" })).toBeFocused()

    // in speech mode the keys are said by their place until the visitor asks for their characters
    await page.getByRole("button", { name: "Puhe" }).click()
    await expectSpoken(page, "Yksityisyytesi vuoksi näppäimistön näppäimet luetaan sijainteina")
    const keypad = page.getByRole("group", { name: "Näppäimistö" })
    await keypad.getByRole("button", { name: "Tyhjennä" }).click()
    await keypad.getByRole("button", { name: "1", exact: true }).focus()
    await page.keyboard.press("ArrowDown")
    await expectSpoken(page, "Numerot, rivi 1, näppäin 2, näppäin")
    const toggle = page.getByRole("button", { name: "Lue näppäimet ääneen" })
    await expect(toggle).toHaveAttribute("aria-pressed", "false")
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-pressed", "true")
    await keypad.getByRole("button", { name: "1", exact: true }).focus()
    await page.keyboard.press("ArrowDown")
    await expectSpoken(page, /^2, näppäin/)
    await expectAccessible("check-in: keypad, speech on, keys by name")
  })

  test("on an English page the room's Finnish name is marked so and said in the Finnish voice", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await recordSpeech(page, [
      { name: "Daniel", lang: "en-GB" },
      { name: "Satu", lang: "fi-FI" },
    ])
    const appointment = await seedAppointment(request, "sari", 20)
    await provision(page, appointment.clinicId)
    await page.getByRole("button", { name: "English" }).click()
    await page.keyboard.press("F1")
    await expectSpoken(page, "headphones")
    await page.keyboard.press("End")
    await page.keyboard.press("Enter")
    await expect(page.getByLabel("Booking code")).toBeFocused()
    await expectSpoken(page, "The booking code is in your confirmation message")
    await page.keyboard.type(appointment.appointmentId)
    await page.keyboard.press("Enter")
    await expect(page.getByRole("group", { name: /^Last 4 characters/ })).toBeFocused()
    await page.keyboard.type(VISITOR_LAST4.toLowerCase())
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have checked in")
    const room = page.locator(".kiosk-result__lead [lang=fi]")
    await expect(room).toHaveText(/huone/)
    await expectAccessible("check-in: success, en, speech on")
    const name = (await room.textContent())!
    await expect
      .poll(async () => (await utterances(page)).find(({ text }) => text.includes(name))?.lang)
      .toBe("fi-FI")
    const around = (await utterances(page)).find(({ text }) => text.startsWith("You have checked in"))
    expect(around?.lang).toBe("en-GB")
  })

  test("a result screen says, before it returns to the start, that it will", async ({ page }) => {
    await installSandboxClock(page)
    await recordSpeech(page, [{ name: "Satu", lang: "fi-FI" }])
    await provision(page)
    await page.keyboard.press("F1")
    await expectSpoken(page, "kuulokkeet")
    await page.keyboard.press("End")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ilmoittaudu")
    await page.getByRole("button", { name: "Minulla ei ole tunnusta" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käänny vastaanoton puoleen")
    // a result screen returns after 2 × 20 s in speech mode: the notice 10 s before
    await page.clock.runFor(25_000)
    expect((await utterances(page)).some(({ text }) => text.includes("Laite palaa pian alkuun"))).toBe(false)
    await page.clock.runFor(6_000)
    await expectSpoken(page, "Laite palaa pian alkuun")
    await page.clock.runFor(10_000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
  })
})
