// Cases for the `insurance` tag: the LähiTapiola flow's three calls and the Pohjola check, for the sandbox's
// insured personas (ville: LähiTapiola with permits; liisa: OP) and an uninsured one.
import { defineCases } from "../support/cases.ts"
import { dayFromNow, login, SEED } from "./booking.ts"

export const cases = defineCases([
  {
    operationId: "checkLahitapiolaPolicy",
    title: "a policyholder",
    setup: (context) => login(context, "ville"),
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "checkLahitapiolaPolicy",
    title: "someone without a policy",
    setup: (context) => login(context, "aino"),
    status: 200,
    sandboxOnly: SEED,
  },
  { operationId: "checkLahitapiolaPolicy", title: "without a login", status: 401 },
  {
    operationId: "getLahitapiolaDirectCompensationPermits",
    title: "a policyholder's permits in Swedish",
    setup: (context) => login(context, "ville"),
    request: { path: { lang: "sv" } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "getLahitapiolaDirectCompensationPermits",
    title: "no permits",
    setup: (context) => login(context, "aino"),
    request: { path: { lang: "fi" } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "getLahitapiolaDirectCompensationPermits",
    title: "an unknown language",
    setup: (context) => login(context, "ville"),
    request: { path: { lang: "de" } },
    status: 400,
    sandboxOnly: SEED,
  },
  {
    operationId: "applyLahitapiolaPermit",
    title: "to the insurer and back",
    setup: (context) => login(context, "ville"),
    request: { query: { redirectTo: "/fi/vapaat-ajat/vakuutus/80412345", channel: "w", lang: "fi" } },
    status: 302,
    sandboxOnly: SEED,
  },
  {
    operationId: "applyLahitapiolaPermit",
    title: "back to another host",
    setup: (context) => login(context, "ville"),
    request: { query: { redirectTo: "//evil.example/", channel: "w", lang: "fi" } },
    status: 400,
    sandboxOnly: SEED,
  },
  {
    operationId: "checkPohjolaInsurance",
    title: "an OP customer",
    setup: (context) => login(context, "liisa"),
    request: { path: { date: dayFromNow(7) } },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "checkPohjolaInsurance",
    title: "not a date",
    setup: (context) => login(context, "liisa"),
    request: { path: { date: "tomorrow" } },
    status: 400,
    sandboxOnly: SEED,
  },
])
