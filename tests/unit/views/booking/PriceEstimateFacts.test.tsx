// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react"
import type { i18n } from "i18next"
import { I18nextProvider } from "react-i18next"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import type { StoreEnv } from "../../../../src/platform/api/env.ts"
import type { Feature, HealthCareType } from "../../../../src/domain/features.ts"
import type { PractitionerRate } from "../../../../src/domain/prices.ts"
import { createI18n } from "../../../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../../../src/platform/i18n/namespaces.ts"
import { createRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { PriceEstimateFacts } from "../../../../src/features/booking/views/reservation/PriceEstimateFacts.tsx"
import { StoreProvider } from "../../../../src/kit/ui/StoreContext.tsx"
import { testClock } from "../../../support/clock.ts"
import { ALL_FEATURES } from "../../../support/features.ts"

const namespaces = [...BOOT_NAMESPACES.portal, "booking"] as const
let i18nFi: i18n
let i18nEn: i18n
beforeAll(async () => {
  ;[i18nFi, i18nEn] = await Promise.all([createI18n("fi", namespaces), createI18n("en", namespaces)])
})
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
  const lang = options.lang ?? "en"
  const env = { reportError: () => {}, track: async () => {}, now: testClock } as unknown as StoreEnv
  const store = createRootStore(env, ALL_FEATURES, { session: { lang, features: options.features } })
  render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={lang === "fi" ? i18nFi : i18nEn}>
        <dl>
          <PriceEstimateFacts
            appointment={{ kindId: "VO30", isReserved: options.isReserved ?? false, practitionerRate: RATE }}
            healthCareType={options.healthCareType ?? "private"}
          />
        </dl>
      </I18nextProvider>
    </StoreProvider>,
  )
}

const plain = (text: string | null) => text?.replace(/\s/g, " ")

describe("the reservation page's price estimate", () => {
  it("shows the total and, with price-details, the visit and each fee", () => {
    renderFacts({ features: ["price-details"] })
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

  it("shows only the total without the feature price-details", () => {
    renderFacts({ features: [], lang: "fi" })
    expect(screen.getByRole("term").textContent).toBe("Hinta-arvio")
    expect(plain(screen.getByRole("definition").textContent)).toBe("97,90 €")
    expect(screen.queryByRole("list")).toBeNull()
  })

  it("shows nothing for insurance or occupational bookings or a reserved appointment", () => {
    renderFacts({ features: ["price-details"], healthCareType: "insurance" })
    renderFacts({ features: ["price-details"], healthCareType: "occupational" })
    renderFacts({ features: ["price-details"], isReserved: true })
    expect(screen.queryByRole("term")).toBeNull()
    expect(screen.queryByText(/97/)).toBeNull()
  })
})
