// Fault-matrix rows of the account: registration, the patient data consent, the contact details, a child's
// guardians, the Kela card and the occupational influenza vaccination choice (see faultMatrix.ts). Each changes a
// persona of the suite's own (sandbox/faultMatrixPersonas.ts) that no other spec changes.
import type { Page } from "@playwright/test"
import { expect } from "../fixtures.ts"
import { PNG_BYTES } from "../portal/messaging.helpers.ts"
import { logIn, readAs, text, type FaultRow } from "./faultMatrix.ts"
import { REGISTRATION_FIELDS } from "../../support/registrationInput.ts"

type Profile = {
  isRegistered: boolean
  patientDataConsentStatus: "ok" | "missing" | "invalid"
  contactInfo: { phoneNumber: string } | null
  guardians: unknown[]
  hasKelaCard: boolean
}

const profileOf = (page: Page) => readAs<Profile>(page, "/api/user/profile", { lang: "en" })

const formMessages = (serverError: string) => ({
  drop: text("profile:form.networkError"),
  "status=503": serverError,
  timeout: text("profile:form.networkError"),
})

export const registration: FaultRow = {
  flow: "registration",
  operationId: "registerPatient",
  messages: formMessages(text("profile:form.saveFailed")),
  async start({ page }) {
    const next = "/en/booking"
    await logIn(page, "Ronja Salmi", `/en/registration?next=${encodeURIComponent(next)}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registration")
    for (const [label, value] of REGISTRATION_FIELDS)
      await page.getByRole("textbox", { name: label, exact: true }).fill(value)
    return {
      submit: (press) => press(page.getByRole("button", { name: "Save", exact: true })),
      async kept() {
        for (const [label, value] of REGISTRATION_FIELDS)
          await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue(value)
      },
      // the consent comes next (then the page next pointed to)
      succeeded: () => expect(page).toHaveURL(/\/en\/data-processing\?next=/),
      changes: async () => ((await profileOf(page)).isRegistered ? 1 : 0),
    }
  },
  noRace:
    "a person registers once: a second browser's registration is 'already registered' (RegistrationPage)",
}

export const consent: FaultRow = {
  flow: "patient data consent",
  operationId: "savePatientDataConsent",
  messages: formMessages(text("profile:consent.failed")),
  async start({ page }) {
    const next = "/en/booking"
    await logIn(page, "Aune Hakala", `/en/data-processing?next=${encodeURIComponent(next)}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Processing of patient data")
    const marketing = page.getByRole("checkbox", { name: "I want to receive marketing messages" })
    const policy = page.getByRole("checkbox", { name: "I have read the privacy policy" })
    await marketing.check()
    await policy.check()
    return {
      submit: (press) => press(page.getByRole("button", { name: "Save", exact: true })),
      async kept() {
        await expect(marketing).toBeChecked()
        await expect(policy).toBeChecked()
      },
      succeeded: () => expect(page).toHaveURL(next),
      changes: async () => ((await profileOf(page)).patientDataConsentStatus === "ok" ? 1 : 0),
    }
  },
  noRace: "a consent is one state of the person: two browsers' saves leave it given once",
}

export const contactDetails: FaultRow = {
  flow: "contact details",
  operationId: "saveMyInformation",
  messages: formMessages(text("profile:myInformation.failed")),
  async start({ page }) {
    await logIn(page, "Veikko Ahonen", "/en/my-information")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My information")
    const phone = page.getByRole("textbox", { name: "Phone number" })
    await phone.fill("040 765 4321")
    await phone.blur()
    await expect(phone).toHaveValue("+358407654321")
    return {
      submit: (press) => press(page.getByRole("button", { name: "Save", exact: true })),
      kept: () => expect(phone).toHaveValue("+358407654321"),
      succeeded: () => expect(page.getByText(text("profile:myInformation.saved"))).toBeVisible(),
      changes: async () => ((await profileOf(page)).contactInfo?.phoneNumber === "+358407654321" ? 1 : 0),
    }
  },
  noRace: "contact details are overwritten as a whole: the last save stands by design",
}

export const vaccinationChoice: FaultRow = {
  flow: "occupational vaccination choice",
  operationId: "chooseOccupationalVaccination",
  messages: {
    drop: text("occupational:vaccination.failed"),
    "status=503": text("occupational:vaccination.failed"),
    timeout: text("occupational:vaccination.failed"),
  },
  noInput: "nothing is typed: the choose button is the whole form",
  async start({ page }) {
    await logIn(page, "Toivo Lahtinen", "/en/booking/occupational-healthcare/vaccination")
    await expect(page.getByText(text("occupational:vaccination.offer"))).toBeVisible()
    return {
      submit: (press) => press(page.getByRole("button", { name: text("occupational:vaccination.choose") })),
      succeeded: () =>
        expect(
          page.getByRole("heading", { level: 2, name: text("occupational:vaccination.chosenTitle") }),
        ).toBeVisible(),
      changes: async () => {
        const choice = await readAs<{ influenzaVaccinationChosenAt: string | null }>(
          page,
          "/api/occupational/vaccination",
        )
        return choice.influenzaVaccinationChosenAt ? 1 : 0
      },
    }
  },
  noRace:
    "choosing again answers the first choice's time (sandbox/records/vaccinations.ts): one choice a person",
}

const guardianFields = [
  ["Name", "Laila Karjalainen"],
  ["Phone number", "+358405551313"],
  ["Email", "laila.karjalainen@example.fi"],
] as const

export const guardians: FaultRow = {
  flow: "guardians: adding one",
  operationId: "saveMyInformation",
  environment: "children-development",
  messages: formMessages(text("profile:myInformation.failed")),
  async start({ page }) {
    // the guardian's login for a child: through hpa/register, the child chosen at the identity provider
    const next = `/en/hpa/register?next=${encodeURIComponent("/en/my-information")}`
    const query = new URLSearchParams({ lang: "en", next, acr_values: "tupas-nordea" })
    await page.goto(`/oauth/authenticate?${query.toString()}`)
    await page.getByLabel("The child whose matters you handle").selectOption({ label: "Siiri Karjalainen" })
    await page.getByRole("button", { name: "Olli Karjalainen", exact: true }).click()
    await expect(page).toHaveURL("/en/my-information")
    await page.getByRole("button", { name: "Add a guardian" }).click()
    // the new guardian's group is the last (Siiri has none in the seed: it is Guardian 1)
    const added = page.getByRole("group", { name: /^Guardian \d$/ }).last()
    for (const [label, value] of guardianFields)
      await added.getByRole("textbox", { name: label, exact: true }).fill(value)
    return {
      submit: (press) => press(page.getByRole("button", { name: "Save", exact: true })),
      async kept() {
        for (const [label, value] of guardianFields)
          await expect(added.getByRole("textbox", { name: label, exact: true })).toHaveValue(value)
      },
      succeeded: () => expect(page.getByText(text("profile:myInformation.saved"))).toBeVisible(),
      changes: async () => (await profileOf(page)).guardians.length,
    }
  },
  noRace: "guardians are saved as a whole list with the contact form: the last save stands by design",
}

export const kelaCardUpload: FaultRow = {
  flow: "Kela card upload",
  operationId: "initKelaCardUpload",
  messages: {
    drop: text("kelaCard:addFailed"),
    "status=503": text("kelaCard:addFailed"),
    timeout: text("kelaCard:addFailed"),
  },
  async start({ page }) {
    // Hanna has no Kela card in the seed, and only this row gives her one
    await logIn(page, "Hanna Rautio", "/en/my-information")
    const section = page.getByRole("region", { name: "Kela card" })
    await expect(section.getByText("You have not added a Kela card yet.")).toBeVisible()
    await section
      .getByLabel("Choose an image of the front side")
      .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG_BYTES })
    await section
      .getByLabel("Choose an image of the back side")
      .setInputFiles({ name: "back.png", mimeType: "image/png", buffer: PNG_BYTES })
    return {
      submit: (press) => press(section.getByRole("button", { name: "Save images" })),
      async kept() {
        for (const side of ["front", "back"])
          await expect(
            section.getByRole("img", { name: `The image you chose of the ${side} side` }),
          ).toBeVisible()
      },
      succeeded: () =>
        expect(section.getByRole("status").filter({ hasText: text("kelaCard:saved") })).toBeVisible(),
      changes: async () => ((await profileOf(page)).hasKelaCard ? 1 : 0),
    }
  },
  noRace: "a person has one Kela card: a second upload replaces its images by design",
}
