import type { APIRequestContext, Page } from "@playwright/test"
import { personaById } from "../../../sandbox/personas.ts"
import { expect, waitForPage } from "../fixtures.ts"
import { SANDBOX_URL } from "../ports.ts"

export { SANDBOX_URL }

/** Staff bind the kiosk to a clinic by its setup URL; the attract screen follows. */
export async function provision(page: Page, clinicId = "KAMPPI"): Promise<void> {
  await page.goto(`/kiosk/setup?clinicId=${clinicId}`)
  await expect(page).toHaveURL(/\/kiosk\/?$/)
  await waitForPage(page)
}

export type SeededAppointment = { appointmentId: string; link: string; startDate: string; clinicId: string }

/** A reserved appointment of a persona starting `startsInMinutes` from now (the sandbox's test tool). */
export async function seedAppointment(
  request: APIRequestContext,
  persona: string,
  startsInMinutes: number,
): Promise<SeededAppointment> {
  const created = await request.post(`${SANDBOX_URL}/__sandbox/appointments`, {
    data: { persona, startsInMinutes },
  })
  expect(created.status()).toBe(201)
  const { appointmentId, link, startDate } = (await created.json()) as Omit<SeededAppointment, "clinicId">
  const view = await request.get(`${SANDBOX_URL}/api/anon/appointments/${link}?lang=fi`)
  const body = (await view.json()) as { appointment: { clinic: { id: string } } }
  return { appointmentId, link, startDate, clinicId: body.appointment.clinic.id }
}

/** The last 4 of the visitor's (Sari Nurmi's) identity code, and a code that is not hers. */
export const VISITOR_LAST4 = personaById("sari")!.ssn.slice(-4)
export const WRONG_LAST4 = "0000"

/** Taps the characters on the identity code's on-screen keypad (the booking code's number keys have a name of their own). */
export async function tapCode(page: Page, code: string): Promise<void> {
  const keypad = page.getByRole("group", { name: /^(Keypad|Näppäimistö|Knappsats)$/ })
  for (const character of code) await keypad.getByRole("button", { name: character, exact: true }).click()
}

/** Every visible interactive element is at least 48 x 48 CSS px. */
export async function expectTouchTargets(page: Page, state: string): Promise<void> {
  const small = await page.evaluate(() => {
    const selector =
      "button, a[href], input, select, textarea, [role=button], [role=tab], [role=checkbox], summary"
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        // what a finger can reach: rendered, visible, not inside a closed (hidden="until-found") panel
        const target = element.matches("input[type=checkbox], input[type=radio]")
          ? (element.closest("label") ?? element)
          : element
        const visible = target.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
        const box = element.getBoundingClientRect()
        const visuallyHidden = box.width <= 1 && box.height <= 1 && target === element
        return visible && !visuallyHidden
      })
      .flatMap((element) => {
        const target = element.matches("input[type=checkbox], input[type=radio]")
          ? (element.closest("label") ?? element)
          : element
        const box = target.getBoundingClientRect()
        return box.width < 48 || box.height < 48
          ? [
              `${element.tagName}.${element.className} type=${element.getAttribute("type")} ` +
                `"${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" ` +
                `${box.width}x${box.height} in ${element.parentElement?.className}`,
            ]
          : []
      })
  })
  expect(small, `targets under 48 px in "${state}"`).toEqual([])
}
