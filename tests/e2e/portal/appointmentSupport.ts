// Shared steps of the appointment specs: appointments seeded relative to the real clock (the sandbox's test tool,
// since check-in and cancelling follow it), and opening a page logged in as a persona.
import type { APIRequestContext, Page } from "@playwright/test"
import { personaById } from "../../../sandbox/personas.ts"
import { expect } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { SANDBOX_URL } from "../ports.ts"

export { SANDBOX_URL }

export type Seeded = { appointmentId: string; link: string; startDate: string }

/** A reserved appointment of `persona` starting `startsInMinutes` from now. */
export async function seedAppointment(
  request: APIRequestContext,
  persona: string,
  startsInMinutes: number,
  options: { practitionerId?: string; cancelled?: boolean; checkedIn?: boolean } = {},
): Promise<Seeded> {
  const created = await request.post(`${SANDBOX_URL}/__sandbox/appointments`, {
    data: { persona, startsInMinutes, ...options },
  })
  expect(created.status()).toBe(201)
  return (await created.json()) as Seeded
}

/** The last 4 characters of a persona's identity code, and a code of the same shape that is not theirs. */
export function codesOf(persona: string): { right: string; wrong: string } {
  const right = personaById(persona)!.ssn.slice(-4)
  return { right, wrong: `${right.startsWith("0") ? "1" : "0"}${right.slice(1)}` }
}

/** Opens a logged-in page as the persona (its stored session when it still holds, else through the provider). */
export async function openLoggedIn(page: Page, path: string, persona: string): Promise<void> {
  await logIn(page, persona, path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
}

/** Types a code into the 4 code boxes, one character a box (focus moves forward by itself). */
export async function typeCode(page: Page, groupName: string | RegExp, code: string): Promise<void> {
  const group = page.getByRole("group", { name: groupName })
  await group.getByRole("textbox").first().click()
  await page.keyboard.type(code)
}
