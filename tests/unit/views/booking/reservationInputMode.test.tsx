// @vitest-environment happy-dom
// The anonymous reservation form's text fields raise the system keyboard in the portal, and not on a closed device
// (the kiosk), which types with a keyboard of its own.
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { AnonymousReservationForm } from "../../../../src/features/booking/views/reservation/AnonymousReservationForm.tsx"
import { ClosedDeviceContext } from "../../../../src/kit/ui/closedDevice.ts"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const FIELDS = ["First name", "Last name", "Personal identity code", "Phone number", "Email address"]

describe("the anonymous reservation form's system keyboard", () => {
  it("comes up in the portal (no inputmode)", async () => {
    await renderView(<AnonymousReservationForm />, { namespaces: ["booking"] })
    for (const name of FIELDS)
      expect(
        screen.getByRole("textbox", { name: new RegExp(`^${name}`) }).getAttribute("inputmode"),
      ).toBeNull()
  })

  it("stays down on a closed device (inputmode none)", async () => {
    await renderView(
      <ClosedDeviceContext.Provider value={true}>
        <AnonymousReservationForm />
      </ClosedDeviceContext.Provider>,
      { namespaces: ["booking"] },
    )
    for (const name of FIELDS)
      expect(screen.getByRole("textbox", { name: new RegExp(`^${name}`) }).getAttribute("inputmode")).toBe(
        "none",
      )
  })
})
