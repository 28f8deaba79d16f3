import { describe, expect, it } from "vitest"
import { bookingCodeOf, KIOSK_ASSET_CACHE_PREFIX, KIOSK_BINDING_KEY } from "../../../src/domain/kiosk.ts"
import { clearBinding, readBinding, saveBinding } from "../../../src/features/kiosk/store/binding.ts"
import { clearVisitStorage } from "../../../src/features/kiosk/store/visitStorage.ts"

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe("the booking code a visitor types or scans", () => {
  it("takes the code itself, or the last segment of the appointment link", () => {
    expect(bookingCodeOf(" 80412377 ")).toBe("80412377")
    expect(bookingCodeOf("ODA0MTIzNzdfOWMxZDRlMmE")).toBe("ODA0MTIzNzdfOWMxZDRlMmE")
    expect(bookingCodeOf("https://example.fi/fi/varaus/ODA0MTIzNzdfOWMxZDRlMmE")).toBe(
      "ODA0MTIzNzdfOWMxZDRlMmE",
    )
    expect(bookingCodeOf("https://example.fi/en/appointment/ODA0_x/?utm=qr#top")).toBe("ODA0_x")
    expect(bookingCodeOf("8041 2377")).toBe("80412377")
  })
  it("refuses what cannot be a link token", () => {
    expect(bookingCodeOf("")).toBeUndefined()
    expect(bookingCodeOf("https://example.fi/")).toBeUndefined()
    expect(bookingCodeOf("abc;drop")).toBeUndefined()
    expect(bookingCodeOf("a".repeat(201))).toBeUndefined()
  })
})

describe("the kiosk's binding", () => {
  it("persists the clinic and environment, and ignores anything malformed", () => {
    const storage = new MemoryStorage()
    expect(readBinding(storage)).toBeUndefined()
    saveBinding(storage, { clinicId: "KAMPPI", clinicName: "Aava Kamppi", environment: "adult-development" })
    expect(readBinding(storage)).toEqual({
      clinicId: "KAMPPI",
      clinicName: "Aava Kamppi",
      environment: "adult-development",
    })
    storage.setItem(KIOSK_BINDING_KEY, JSON.stringify({ clinicId: "KAMPPI", environment: "moon" }))
    expect(readBinding(storage)).toBeUndefined()
    storage.setItem(KIOSK_BINDING_KEY, "{not json")
    expect(readBinding(storage)).toBeUndefined()
    clearBinding(storage)
    expect(storage.length).toBe(0)
  })
})

describe("forgetting a visit", () => {
  it("clears session storage, local storage but the binding, every database and every cache but the assets", async () => {
    const local = new MemoryStorage()
    const session = new MemoryStorage()
    saveBinding(local, { clinicId: "KAMPPI", clinicName: "Aava Kamppi", environment: "adult-development" })
    local.setItem("draft", "Mikko Nieminen")
    session.setItem("form", "+358405551234")
    const databases = new Set(["visit-db", "other"])
    const caches = new Set([`${KIOSK_ASSET_CACHE_PREFIX}abc`, "api-responses"])
    await clearVisitStorage({
      localStorage: local,
      sessionStorage: session,
      indexedDB: {
        databases: () => Promise.resolve([...databases].map((name) => ({ name, version: 1 }))),
        deleteDatabase: (name: string) => {
          databases.delete(name)
          const request = {} as IDBOpenDBRequest
          queueMicrotask(() => request.onsuccess?.call(request, new Event("success")))
          return request
        },
      },
      caches: {
        keys: () => Promise.resolve([...caches]),
        delete: (name: string) => Promise.resolve(caches.delete(name)),
      },
    })
    expect(session.length).toBe(0)
    expect(local.length).toBe(1)
    expect(local.getItem(KIOSK_BINDING_KEY)).toContain("KAMPPI")
    expect([...databases]).toEqual([])
    expect([...caches]).toEqual([`${KIOSK_ASSET_CACHE_PREFIX}abc`])
  })
})
