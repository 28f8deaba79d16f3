// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { StoreEnv } from "../../../../src/platform/api/env.ts"
import type { UserProfile } from "../../../../src/platform/api/schemas.ts"
import { RegistrationPage } from "../../../../src/features/account/views/registration/RegistrationPage.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

// A guardian (Mikko) acting for an unregistered child (hpa login): the profile is the child's.
const childProfile: UserProfile = {
  person: { firstName: "Eino", lastName: "Korhonen", maskedSsn: "150618A****" },
  actingGuardian: { firstName: "Mikko", lastName: "Korhonen", ssn: "090983-921U" },
  isRegistered: false,
  patient: null,
  contactInfo: null,
  guardians: [],
  patientDataConsentStatus: "missing",
  mfaStatus: { type: "user-has-no-verified-mfa-device" },
  hasKelaCard: false,
  isCreditWorthy: true,
  allowedConcepts: [],
} as unknown as UserProfile

/** A backend that answers every read with `profile` and every registration with success, noting the bodies sent. */
function fakeEnv(profile: UserProfile, posted: unknown[]): StoreEnv {
  return fakeStoreEnv({
    fetch: async (request) => {
      if (request.method !== "POST") return Response.json(profile)
      posted.push(await request.json())
      return Response.json({ type: "success" }, { status: 201 })
    },
  })
}

async function renderAt(url: string, profile: UserProfile, posted: unknown[]) {
  const { router } = await renderView(
    () => [
      { path: "/fi/hpa/register", element: <RegistrationPage /> },
      { path: "/fi/potilastietojen-kasittely", element: <h1>Suostumus</h1> },
    ],
    {
      lang: "fi",
      namespaces: ["profile"],
      env: fakeEnv(profile, posted),
      snapshot: { session: { isLoggedIn: true, isSessionValid: true, environment: "children-development" } },
      url,
    },
  )
  return router
}

describe("RegistrationPage, guardian for a child", () => {
  it("shows 'child information' with the names locked and optional contact fields, and registers the child", async () => {
    const posted: unknown[] = []
    const router = await renderAt(
      `/fi/hpa/register?next=${encodeURIComponent("/fi/ajanvaraus")}`,
      childProfile,
      posted,
    )
    expect(await screen.findByRole("heading", { level: 1, name: "Lapsen tiedot" })).toBeTruthy()
    expect(screen.getByText("150618A****")).toBeTruthy()
    const firstName = screen.getByRole("textbox", { name: "Etunimi" }) as HTMLInputElement
    expect(firstName.value).toBe("Eino")
    expect(firstName.readOnly).toBe(true)
    expect(firstName.getAttribute("aria-describedby")).toBeTruthy()
    fireEvent.change(firstName, { target: { value: "Toinen" } })
    expect(firstName.value).toBe("Eino")
    const street = screen.getByRole("textbox", { name: "Katuosoite" }) as HTMLInputElement
    expect(street.required).toBe(false)

    // a filled optional field is still checked
    const zip = screen.getByRole("textbox", { name: "Postinumero" })
    fireEvent.change(zip, { target: { value: "12" } })
    fireEvent.blur(zip)
    const zipMessage = "Postinumerossa tulee olla 5 merkkiä, ja se voi sisältää vain numeroita"
    expect(screen.getByText(zipMessage).id).toBe(zip.getAttribute("aria-describedby"))
    expect(screen.getByRole("link", { name: `Postinumero: ${zipMessage}` })).toBeTruthy()
    const save = screen.getByRole("button", { name: "Tallenna" }) as HTMLButtonElement
    // the gate is closed but Save stays reachable (aria-disabled): a press sends nothing
    expect(save.getAttribute("aria-disabled")).toBe("true")
    await act(async () => {
      fireEvent.click(save)
    })
    expect(posted).toEqual([])
    fireEvent.change(zip, { target: { value: "" } })
    expect(save.getAttribute("aria-disabled")).toBeNull()

    await act(async () => {
      fireEvent.click(save)
    })
    expect(posted).toEqual([{ type: "guardianForChild", language: "fi" }])
    expect(router.state.location.pathname).toBe("/fi/potilastietojen-kasittely")
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/fi/ajanvaraus")}`)
  })
})
