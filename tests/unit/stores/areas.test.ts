import { destroy, getSnapshot, isAlive } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import type { StoreEnv } from "../../../src/platform/api/env.ts"
// Only the booking area's module is loaded in this file: the other areas' slots must stay empty and harmless.
import "../../../src/features/booking/store/area.ts"
import { createRootStore } from "../../../src/kit/stores/RootStore.ts"
import { testClock } from "../../support/clock.ts"

const env = { now: testClock } as StoreEnv

describe("RootStore areas (one tree, areas attached on first use)", () => {
  it("starts with the session alone; an area attaches once and stays the same instance", () => {
    const root = createRootStore(env, { session: { lang: "sv" } })
    expect(root.booking).toBeUndefined()
    const filled = Object.entries(getSnapshot(root)).filter(([, value]) => value !== undefined)
    expect(filled.map(([key]) => key)).toEqual(["session"])
    const booking = root.attachArea("booking")
    expect(root.booking).toBe(booking)
    expect(root.attachArea("booking")).toBe(booking)
    booking.reservation.setField("firstName", "Mikko")
    expect(getSnapshot(root).booking?.reservation.firstName).toBe("Mikko")
  })

  it("takes an area from a snapshot, and keeps an empty slot empty while its module has not loaded", () => {
    const root = createRootStore(env, { booking: { reservation: { firstName: "Aino" } } })
    expect(root.booking?.reservation.firstName).toBe("Aino")
    // the kiosk area's module is not loaded here: its slot is empty (not a late type's guess) and refuses to attach
    expect(root.kiosk).toBeUndefined()
    expect(getSnapshot(root).kiosk).toBeUndefined()
    expect(() => root.attachArea("kiosk")).toThrow("The kiosk area's module is not loaded")
    expect(root.kiosk).toBeUndefined()
  })

  it("destroys attached areas with the root (the kiosk's reset)", () => {
    const root = createRootStore(env)
    const booking = root.attachArea("booking")
    const search = booking.appointmentSearch
    destroy(root)
    expect(isAlive(booking)).toBe(false)
    expect(isAlive(search)).toBe(false)
  })

  it("lets an area's models read the session and their sibling models through the root", () => {
    const root = createRootStore(env, { session: { lang: "en" } })
    const { appointmentSearch, reservation } = root.attachArea("booking")
    expect(reservation.lang).toBe("en")
    root.session.setLang("sv")
    expect(reservation.lang).toBe("sv")
    expect(appointmentSearch.filter).toBeDefined()
  })
})
