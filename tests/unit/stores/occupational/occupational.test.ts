import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isAway, professionalTypeOf } from "../../../../src/features/occupational/store/area.ts"
import { answering, healthStoreOn, json } from "../prescriptions/support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const VACCINATION = "/api/occupational/vaccination"

describe("occupational health team", () => {
  it("gives Jari's employer, doctors and nurses, one away with a substitute and the absence period", async () => {
    const { team } = healthStoreOn(sandbox, sandbox.login("jari")).occupational
    await team.load()
    expect(team.status).toBe("loaded")
    expect(team.employerName).toBe("Rakennus Kallio Oy")
    expect(team.doctors.length).toBeGreaterThan(0)
    expect(team.nurses.length).toBeGreaterThan(0)
    const away = [...team.doctors, ...team.nurses].filter(isAway)
    expect(away.length, "the seed gives Jari a member who is away").toBeGreaterThan(0)
    for (const member of away) {
      expect(member.substituteName).toBeTruthy()
      expect(member.substitutePeriod!.startDate <= member.substitutePeriod!.endDate).toBe(true)
    }
  })

  it("gives each of Jari's team their role, and lets him book with them and message the team", async () => {
    const store = healthStoreOn(sandbox, sandbox.login("jari"))
    // the session's features: occupational appointment search and messaging
    await store.session.load()
    const { team } = store.occupational
    await team.load()
    expect(team.doctors.map((member) => member.professionalType)).toEqual(team.doctors.map(() => "doctor"))
    expect(team.nurses.map((member) => member.professionalType)).toEqual(team.nurses.map(() => "nurse"))
    expect(team.others.map((member) => professionalTypeOf(member, "others")).sort()).toEqual([
      "physiotherapist",
      "psychologist",
    ])
    await expect.poll(() => team.agreementStatus).toBe("ok")
    expect(team.canBook).toBe(true)
    expect(team.canMessage).toBe(true)
  })

  it("lets Sanna see her team but not book with it: her agreement has no online booking", async () => {
    const { team } = healthStoreOn(sandbox, sandbox.login("sanna")).occupational
    await team.load()
    expect(team.status).toBe("loaded")
    await expect.poll(() => team.agreementStatus).toBe("no-web-reservation")
    expect(team.canBook).toBe(false)
  })

  it("says no-occupational-healthcare for a patient without an agreement", async () => {
    const { team } = healthStoreOn(sandbox, sandbox.login("aino")).occupational
    await team.load()
    expect(team.status).toBe("no-occupational-healthcare")
    expect(team.doctors).toEqual([])
    expect(team.employerName).toBeUndefined()
  })

  it("is in the error state when the call fails, and a retry loads it", async () => {
    let fail = true
    const login = sandbox.login("jari")
    const store = healthStoreOn(sandbox, login, (request) =>
      fail && new URL(request.url).pathname === "/api/occupational/team"
        ? Promise.resolve(json({ code: "unknownError" }, 500))
        : globalThis.fetch(request),
    )
    await store.occupational.team.load()
    expect(store.occupational.team.status).toBe("error")
    expect(store.occupational.team.loadState.errorKind).toBe("server")
    fail = false
    await store.occupational.team.load()
    expect(store.occupational.team.status).toBe("loaded")
  })
})

describe("occupational vaccination page", () => {
  it("is unauthorized for an anonymous visitor", async () => {
    const store = healthStoreOn(sandbox, { cookie: "", csrfToken: "" })
    await store.occupational.vaccination.load()
    expect(store.occupational.vaccination.status).toBe("unauthorized")
  })

  it("is no-occupational-healthcare without an agreement", async () => {
    const { vaccination } = healthStoreOn(sandbox, sandbox.login("aino")).occupational
    await vaccination.load()
    expect(vaccination.status).toBe("no-occupational-healthcare")
    expect(vaccination.canChoose).toBe(false)
  })

  it("says vaccinations are not in the contract when they are not allowed (Sanna)", async () => {
    const { vaccination } = healthStoreOn(sandbox, sandbox.login("sanna")).occupational
    await vaccination.load()
    expect(vaccination.status).toBe("loaded")
    expect(vaccination.isAllowed).toBe(false)
    expect(vaccination.canChoose).toBe(false)
  })

  it("lets Jari choose the influenza vaccination once; the page then shows when", async () => {
    const { vaccination } = healthStoreOn(sandbox, sandbox.login("jari")).occupational
    await vaccination.load()
    expect(vaccination.status).toBe("loaded")
    expect(vaccination.isAllowed).toBe(true)
    expect(vaccination.chosenAt).toBeUndefined()
    expect(vaccination.canChoose).toBe(true)
    const chosen = vaccination.choose()
    expect(vaccination.choiceState).toBe("pending")
    expect(vaccination.canChoose).toBe(false)
    expect(await chosen).toBe("success")
    expect(vaccination.chosenAt).toBeDefined()
    expect(vaccination.canChoose).toBe(false)
    // the server keeps it: a new load shows the same choice
    const first = vaccination.chosenAt
    await vaccination.load()
    expect(vaccination.chosenAt).toBe(first)
  })

  it("takes a contract changed since the load from the choice's answer", async () => {
    const allowed = { status: "ok", isInfluenzaVaccinationAllowed: true, influenzaVaccinationChosenAt: null }
    for (const [answer, status, isAllowed] of [
      [{ type: "notAllowed" }, "loaded", false],
      [{ type: "noOccupationalHealthcare" }, "no-occupational-healthcare", false],
    ] as const) {
      const store = healthStoreOn(sandbox, sandbox.login("jari"), (request) =>
        new URL(request.url).pathname === VACCINATION
          ? Promise.resolve(json(request.method === "GET" ? allowed : answer))
          : globalThis.fetch(request),
      )
      const { vaccination } = store.occupational
      await vaccination.load()
      expect(await vaccination.choose()).toBe("idle")
      expect(vaccination.status).toBe(status)
      expect(vaccination.isAllowed).toBe(isAllowed)
    }
  })

  it("fails the choice on a server error, keeps the offer and lets it be tried again", async () => {
    const allowed = { status: "ok", isInfluenzaVaccinationAllowed: true, influenzaVaccinationChosenAt: null }
    let post = () => json({ code: "unknownError" }, 500)
    const store = healthStoreOn(sandbox, sandbox.login("jari"), (request) =>
      new URL(request.url).pathname === VACCINATION
        ? Promise.resolve(request.method === "GET" ? json(allowed) : post())
        : globalThis.fetch(request),
    )
    const { vaccination } = store.occupational
    await vaccination.load()
    expect(await vaccination.choose()).toBe("failed")
    expect(vaccination.canChoose).toBe(true)
    post = () => json({ type: "success", chosenAt: "2026-11-05T12:41:00+02:00" })
    expect(await vaccination.choose()).toBe("success")
    expect(vaccination.chosenAt).toBe("2026-11-05T12:41:00+02:00")
  })

  it("is in the error state when the page's state cannot be read", async () => {
    const store = healthStoreOn(
      sandbox,
      sandbox.login("jari"),
      answering(VACCINATION, () => json({ code: "unknownError" }, 503)),
    )
    await store.occupational.vaccination.load()
    expect(store.occupational.vaccination.status).toBe("error")
  })
})
