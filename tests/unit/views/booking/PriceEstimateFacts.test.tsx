// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { Feature, HealthCareType } from "../../../../src/domain/features.ts"
import type { PractitionerRate } from "../../../../src/domain/prices.ts"
import { PriceEstimateFacts } from "../../../../src/features/booking/views/reservation/PriceEstimateFacts.tsx"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const RATE: PractitionerRate = {
  code: "YL30",
  name: {
    fi: "Yleislääkärin vastaanotto 30 min",
    sv: "Allmänläkarmottagning 30 min",
    en: "General practitioner appointment 30 min",
  },
  rateEuros: 85,
  additionalFees: [{ code: "TOIM", description: "Office fee", priceEuros: 12.9 }],
}

function renderFacts(options: {
  features: Feature[]
  healthCareType?: HealthCareType
  isReserved?: boolean
  lang?: "fi" | "en"
}) {
  return renderView(
    <dl>
      <PriceEstimateFacts
        appointment={{ kindId: "VO30", isReserved: options.isReserved ?? false, practitionerRate: RATE }}
        healthCareType={options.healthCareType ?? "private"}
      />
    </dl>,
    { lang: options.lang, namespaces: ["booking"], snapshot: { session: { features: options.features } } },
  )
}

const plain = (text: string | null) => text?.replace(/\s/g, " ")

describe("the reservation page's price estimate", () => {
  it("shows the total and, with price-details, the visit and each fee", async () => {
    await renderFacts({ features: ["price-details"] })
    expect(screen.getByRole("term").textContent).toBe("Price estimate")
    expect(screen.getByRole("definition").textContent).toContain("€97.90")
    const lines = within(screen.getByRole("list", { name: "Price estimate breakdown" })).getAllByRole(
      "listitem",
    )
    expect(lines.map((line) => line.textContent)).toEqual([
      "General practitioner appointment 30 min €85.00",
      "Office fee €12.90",
    ])
  })

  it("shows only the total without the feature price-details", async () => {
    await renderFacts({ features: [], lang: "fi" })
    expect(screen.getByRole("term").textContent).toBe("Hinta-arvio")
    expect(plain(screen.getByRole("definition").textContent)).toBe("97,90 €")
    expect(screen.queryByRole("list")).toBeNull()
  })

  it("shows nothing for insurance or occupational bookings or a reserved appointment", async () => {
    await renderFacts({ features: ["price-details"], healthCareType: "insurance" })
    await renderFacts({ features: ["price-details"], healthCareType: "occupational" })
    await renderFacts({ features: ["price-details"], isReserved: true })
    expect(screen.queryByRole("term")).toBeNull()
    expect(screen.queryByText(/97/)).toBeNull()
  })
})
