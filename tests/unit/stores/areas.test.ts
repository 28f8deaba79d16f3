import { destroy, getSnapshot, isAlive } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import type { StoreEnv } from "../../../src/platform/api/env.ts"
import { loadedArea } from "../../../src/kit/stores/areas.ts"
import {
  attachAreas,
  createRootStore,
  type RootStore,
  type RootStoreSnapshot,
} from "../../../src/kit/stores/RootStore.ts"
import { testClock } from "../../support/clock.ts"
import { ALL_FEATURES } from "../../support/features.ts"
import { KIOSK_FEATURES } from "../../../targets/kiosk/composition.ts"

const env = { now: testClock } as StoreEnv
const snapshotOf = (root: RootStore) => getSnapshot(root) as RootStoreSnapshot

// Only the booking area's model is loaded in this file (its feature's loader, by attachAreas): the other areas'
// slots must stay empty and harmless.
describe("RootStore areas (one tree, areas attached through their features' manifests)", () => {
  it("starts with the session alone; an area attaches once and stays the same instance", async () => {
    const root = createRootStore(env, ALL_FEATURES, { session: { lang: "sv" } })
    expect(root.booking).toBeUndefined()
    const filled = Object.entries(getSnapshot(root)).filter(([, value]) => value !== undefined)
    expect(filled.map(([key]) => key)).toEqual(["session"])
    await attachAreas(root, ["booking"])
    const booking = root.booking!
    expect(root.attachArea("booking")).toBe(booking)
    await attachAreas(root, ["booking"])
    expect(root.booking).toBe(booking)
    booking.reservation.setField("firstName", "Mikko")
    expect(snapshotOf(root).booking?.reservation?.firstName).toBe("Mikko")
  })

  it("takes an area from a snapshot, and keeps an empty slot empty while its model has not loaded", async () => {
    await attachAreas(createRootStore(env, ALL_FEATURES), ["booking"])
    const root = createRootStore(env, ALL_FEATURES, { booking: { reservation: { firstName: "Aino" } } })
    expect(root.booking?.reservation.firstName).toBe("Aino")
    // the kiosk area's model is not loaded here: its slot is empty (not a late type's guess) and refuses to attach
    expect(loadedArea("kiosk")).toBeUndefined()
    expect(root.kiosk).toBeUndefined()
    expect(snapshotOf(root).kiosk).toBeUndefined()
    expect(() => root.attachArea("kiosk")).toThrow("The kiosk area's model is not loaded")
    expect(root.kiosk).toBeUndefined()
  })

  it("has a slot for each area of the target's features, and no other", async () => {
    const kiosk = createRootStore(env, KIOSK_FEATURES)
    expect(Object.keys(getSnapshot(kiosk)).sort()).toEqual([
      "account",
      "appointments",
      "booking",
      "insurance",
      "kiosk",
      "session",
    ])
    expect(() => kiosk.attachArea("messaging")).toThrow("No feature of this target has the messaging area")
    await expect(attachAreas(kiosk, ["records"])).rejects.toThrow(
      "No feature of this target has the records area",
    )
  })

  it("destroys attached areas with the root (the kiosk's reset)", async () => {
    const root = createRootStore(env, ALL_FEATURES)
    await attachAreas(root, ["booking"])
    const booking = root.booking!
    const search = booking.appointmentSearch
    destroy(root)
    expect(isAlive(booking)).toBe(false)
    expect(isAlive(search)).toBe(false)
  })

  it("lets an area's models read the session and their sibling models through the root", async () => {
    const root = createRootStore(env, ALL_FEATURES, { session: { lang: "en" } })
    await attachAreas(root, ["booking"])
    const { appointmentSearch, reservation } = root.booking!
    expect(reservation.lang).toBe("en")
    root.session.setLang("sv")
    expect(reservation.lang).toBe("sv")
    expect(appointmentSearch.filter).toBeDefined()
  })
})
