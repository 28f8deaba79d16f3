// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react"
import type { ComponentProps } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { AppointmentListItem } from "../../../../src/platform/api/schemas.ts"
import { ResultsSection } from "../../../../src/features/booking/views/ResultsSection.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

// Every render of a card, by the appointment it shows: the list's renders are counted through its cards.
const cardRenders = vi.hoisted(() => [] as string[])
vi.mock("../../../../src/features/booking/views/AppointmentCard.tsx", async (original) => {
  const actual = await original<typeof import("../../../../src/features/booking/views/AppointmentCard.tsx")>()
  return {
    ...actual,
    AppointmentCard: (props: ComponentProps<typeof actual.AppointmentCard>) => {
      cardRenders.push(props.appointment.id)
      return <actual.AppointmentCard {...props} />
    },
  }
})

afterEach(cleanup)

// ids by the time of day searched: 'all' answers 1…20, the morning 101…120
const FIRST_ID = { all: 1, morning: 101 } as Record<string, number>

function slot(id: number): AppointmentListItem {
  return {
    id: String(id),
    startDate: `2026-12-0${1 + (id % 9)}T09:00:00+02:00`,
    clinic: { id: "KAMPPI", name: "Aava Kamppi", cmsContent: {} },
    practitioner: { id: `p${id}`, name: `Ammattilainen ${id}`, cmsContent: {} },
    specialtyData: { specialties: [] },
    kind: { description: "Vastaanotto" },
    locationType: "clinic",
    isRemote: false,
  } as unknown as AppointmentListItem
}

/** The list's results section on a store whose searches wait for the test to answer them (`answer`). */
async function renderSection() {
  const requests: string[] = []
  const waiting: (() => void)[] = []
  const env = fakeStoreEnv({
    fetch: async (request) => {
      const url = new URL(request.url)
      if (url.pathname !== "/api/appointments") return Response.json({}, { status: 404 })
      const timeOfDay = url.searchParams.get("timeOfDay") ?? "all"
      requests.push(timeOfDay)
      await new Promise<void>((resolve) => waiting.push(resolve))
      const from = FIRST_ID[timeOfDay] ?? 0
      const appointments = Array.from({ length: 20 }, (_, i) => slot(from + i))
      return Response.json({ availableAppointments: { type: "Success", appointments } })
    },
  })
  const { store } = await renderView(<ResultsSection careType="private" />, {
    lang: "fi",
    namespaces: ["booking"],
    env,
    url: "/fi/ajanvaraus/yksityisasiakas",
  })
  const search = store.booking.appointmentSearch
  const answer = async () => {
    const sent = requests.length
    await act(async () => {
      waiting.splice(0).forEach((resolve) => resolve())
      // the search settles once its page is read, unless a newer one has been sent meanwhile
      while (search.status === "loading" && requests.length === sent) await new Promise((r) => setTimeout(r))
    })
  }
  return { search, requests, answer }
}

const cardsShown = () =>
  Array.from(
    screen.getByRole("tabpanel").querySelectorAll("article.appointment-card"),
    (card) => card.querySelector(".appointment-card__practitioner")?.textContent?.split(" (")[0],
  )

describe("the time-of-day tabs", () => {
  it("a tab click starts the search at once and renders each new result once, with no old card in the new tab", async () => {
    const { search, requests, answer } = await renderSection()
    act(() => void search.search())
    await answer()
    expect(cardsShown()).toHaveLength(20)
    expect(cardsShown()[0]).toBe("Ammattilainen 1")

    cardRenders.length = 0
    act(() => {
      fireEvent.click(screen.getByRole("tab", { name: /Aamupäivä/ }))
      // the request is out within the click's own task
      expect(requests).toEqual(["all", "morning"])
    })
    // the new tab shows skeletons while the request is out, and never the old cards
    expect(screen.getByRole("tab", { name: /Aamupäivä/ }).getAttribute("aria-selected")).toBe("true")
    expect(cardsShown()).toEqual([])
    expect(screen.getByRole("tabpanel").querySelectorAll(".appointment-card--skeleton")).toHaveLength(5)
    expect(cardRenders).toEqual([])

    await answer()
    expect(cardsShown()).toHaveLength(20)
    expect(cardsShown()[0]).toBe("Ammattilainen 101")
    // one render of the new results: each card once, and none of the old ones
    const newIds = Array.from({ length: 20 }, (_, i) => String(101 + i))
    expect(cardRenders).toEqual(newIds)
  })
})
