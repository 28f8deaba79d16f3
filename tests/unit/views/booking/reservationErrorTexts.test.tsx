// @vitest-environment happy-dom
// One text per reservation error: the anonymous form and the logged-in one say a failed booking the same way (in
// Finnish, the language the texts are written in first), and the locales hold no second wording of it.
import { cleanup, screen, waitFor } from "@testing-library/react"
import { runInAction } from "mobx"
import { unprotect } from "mobx-state-tree"
import { afterEach, describe, expect, it } from "vitest"
import { AnonymousReservationForm } from "../../../../src/features/booking/views/reservation/AnonymousReservationForm.tsx"
import { LoggedInReservationForm } from "../../../../src/features/booking/views/reservation/LoggedInReservationForm.tsx"
import { FORM_ERRORS, type FormError } from "../../../../src/features/booking/store/reservationErrors.ts"
import { LANGUAGES as LANGS } from "../../../../src/domain/language.ts"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

/** The text of the form's error alert (the page's toast list is an alert region too, an empty one). */
async function shownError(): Promise<string> {
  const alert = await waitFor(() => {
    const found = screen.getAllByRole("alert").find((element) => element.querySelector("p"))
    if (!found) throw new Error("no error shows")
    return found
  })
  return alert.querySelector("p")?.textContent ?? ""
}

async function anonymousText(error: FormError): Promise<string> {
  const { store } = await renderView(<AnonymousReservationForm />, { lang: "fi", namespaces: ["booking"] })
  // the anonymous store sets its state only in its reserve flow: set here as that flow's answer would
  unprotect(store)
  runInAction(() => ((store.booking.reservation as { state: string }).state = error))
  const text = await shownError()
  cleanup()
  return text
}

async function loggedInText(error: FormError): Promise<string> {
  const { store } = await renderView(<LoggedInReservationForm listPath="/fi" />, {
    lang: "fi",
    namespaces: ["booking", "insurance", "profile"],
  })
  store.booking.loggedInReservation.setState(error)
  const text = await shownError()
  cleanup()
  return text
}

describe("a failed booking's text", () => {
  it.each(FORM_ERRORS)("%s reads the same in the anonymous and the logged-in form", async (error) => {
    const anonymous = await anonymousText(error)
    expect(anonymous).not.toBe("")
    expect(await loggedInText(error)).toBe(anonymous)
  })

  it("the unknown error is 'Jokin meni vikaan', as every other failure says it", async () => {
    expect(await anonymousText("unknownError")).toBe("Jokin meni vikaan. Yritä uudelleen.")
  })

  it("the logged-in booking's texts hold no second wording of the shared errors", async () => {
    for (const lang of LANGS) {
      const booking = (await import(`../../../../locales/${lang}/booking.json`)) as {
        default: { loggedIn: { errors: Record<string, string> } }
      }
      for (const error of FORM_ERRORS) expect(booking.default.loggedIn.errors).not.toHaveProperty(error)
    }
  })
})
