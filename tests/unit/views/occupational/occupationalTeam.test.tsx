// @vitest-environment happy-dom
// The occupational health team in Finnish: each person's role (spec messaging §3's professional types), a link to
// book with that person where the agreement has online booking (the occupational search for that practitioner),
// and a link to message the team with the messaging features.
import { cleanup, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { Feature } from "../../../../src/domain/features.ts"
import type { OccupationalAgreement, OccupationalTeam } from "../../../../src/platform/api/schemas.ts"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { OccupationalTeamPage } from "../../../../src/features/occupational/views/OccupationalTeamPage.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const TEAM: OccupationalTeam = {
  status: "ok",
  employerName: "Rakennus Kallio Oy",
  responsibleDoctors: [
    // the role as the team gives it
    {
      id: "20411",
      name: "Timo Laaksonen",
      substituteName: null,
      substitutePeriod: null,
      professionalType: "doctor",
    },
  ],
  // a backend without the proposed field: the list tells the role
  responsibleNurses: [{ id: "20517", name: "Sanna Heikkinen", substituteName: null, substitutePeriod: null }],
  otherProfessionals: [
    {
      id: "10733",
      name: "Minna Lindqvist",
      substituteName: null,
      substitutePeriod: null,
      professionalType: "physiotherapist",
    },
    {
      id: "10871",
      name: "Juha Lehtonen",
      substituteName: null,
      substitutePeriod: null,
      professionalType: "psychologist",
    },
  ],
}

const ALL: Feature[] = ["ohc-appointment-search", "customer-messaging-enabled", "customer-messaging-allowed"]

async function renderTeam(agreement: OccupationalAgreement | "fails", features: Feature[] = ALL) {
  const env = fakeStoreEnv({
    fetch: async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === "/api/occupational/team") return Response.json(TEAM)
      if (pathname === "/api/occupational/agreement")
        return agreement === "fails" ? new Response(null, { status: 503 }) : Response.json(agreement)
      throw new Error(`No answer for ${pathname} in this test`)
    },
  })
  const { store } = await renderView(<OccupationalTeamPage />, {
    lang: "fi",
    namespaces: ["occupational"],
    snapshot: { session: { isLoggedIn: true, isSessionValid: true, features } },
    env,
  })
  await screen.findByRole("heading", { level: 1, name: "Työterveystiimi" })
  // the agreement is read alongside the team: what it allows shows once it has answered
  const expected = agreement === "fails" ? "failed" : agreement.status
  await waitFor(() => expect(store.occupational.team.agreementStatus).toBe(expected))
}

const card = (name: string) => within(screen.getByText(name).closest("li")!)
const OK: OccupationalAgreement = {
  status: "ok",
  employerName: "Rakennus Kallio Oy",
  contractProduct: "TTH-LAAJA",
}

describe("the occupational health team (fi)", () => {
  it("names each person's role, the other professionals under their own heading", async () => {
    await renderTeam(OK)
    expect(card("Timo Laaksonen").getByText("Työterveyslääkäri")).toBeTruthy()
    expect(card("Sanna Heikkinen").getByText("Työterveyshoitaja")).toBeTruthy()
    expect(card("Minna Lindqvist").getByText("Työfysioterapeutti")).toBeTruthy()
    expect(card("Juha Lehtonen").getByText("Työterveyspsykologi")).toBeTruthy()
    const others = screen.getByRole("region", { name: "Muut ammattilaiset" })
    expect(within(others).getAllByRole("listitem")).toHaveLength(2)
  })

  it("links each person to the occupational appointment search for that person, and to a message to the team", async () => {
    await renderTeam(OK)
    const book = await screen.findByRole("link", { name: "Varaa aika: Timo Laaksonen" })
    expect(book.textContent).toBe("Varaa aika")
    expect(book.getAttribute("href")).toBe(
      buildPath("bookingOccupational", "fi", undefined, { practitionerIds: ["20411"] }),
    )
    expect(new URL(book.getAttribute("href")!, "http://x").searchParams.getAll("practitionerIds")).toEqual([
      "20411",
    ])
    expect(screen.getByRole("link", { name: "Varaa aika: Juha Lehtonen" }).getAttribute("href")).toContain(
      "practitionerIds=10871",
    )
    expect(screen.getAllByRole("link", { name: /^Varaa aika: / })).toHaveLength(4)
    expect(screen.getByRole("link", { name: "Lähetä viesti työterveystiimille" }).getAttribute("href")).toBe(
      buildPath("conversationNew", "fi"),
    )
  })

  it("offers no booking when online booking is not in the agreement, nor when the agreement cannot be read", async () => {
    await renderTeam({
      status: "no-web-reservation",
      employerName: "Logistiikka Nord Ab",
      contractProduct: "X",
    })
    expect(screen.getByText("Timo Laaksonen")).toBeTruthy()
    expect(screen.queryByRole("link", { name: /^Varaa aika/ })).toBeNull()
    cleanup()
    await renderTeam("fails")
    expect(screen.getByText("Työterveyslääkäri")).toBeTruthy()
    expect(screen.queryByRole("link", { name: /^Varaa aika/ })).toBeNull()
  })

  it("offers no booking without occupational appointment search, and no message without messaging", async () => {
    await renderTeam(OK, ["customer-messaging-enabled"])
    await screen.findByText("Timo Laaksonen")
    expect(screen.queryByRole("link", { name: /^Varaa aika/ })).toBeNull()
    expect(screen.queryByRole("link", { name: "Lähetä viesti työterveystiimille" })).toBeNull()
  })
})
