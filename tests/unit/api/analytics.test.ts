import { afterEach, describe, expect, it, vi } from "vitest"
import {
  ANALYTICS_CALLBACK_TIMEOUT_MS,
  createTracker,
  type DataLayerEntry,
} from "../../../src/platform/api/analytics.ts"

afterEach(() => {
  vi.useRealTimers()
})

describe("analytics tracker", () => {
  it("pushes the event with a callback and the spec's time-out, and resolves when the callback runs", async () => {
    const entries: DataLayerEntry[] = []
    const track = createTracker({ push: (entry) => entries.push(entry) })
    const done = track({ event: "booking_success", bookingType: "private", loggedIn: true })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      event: "booking_success",
      eventTimeout: ANALYTICS_CALLBACK_TIMEOUT_MS,
    })
    entries[0]?.eventCallback?.()
    await expect(done).resolves.toBeUndefined()
  })

  it("resolves after the time-out when no tag manager answers", async () => {
    vi.useFakeTimers()
    const track = createTracker({ push: () => 0 })
    let resolved = false
    void track({ event: "reservation_error", errorType: "unknownError" }).then(() => (resolved = true))
    await vi.advanceTimersByTimeAsync(ANALYTICS_CALLBACK_TIMEOUT_MS - 1)
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(resolved).toBe(true)
  })

  it("never lets a failing data layer stop the task", async () => {
    const track = createTracker({
      push: () => {
        throw new Error("blocked")
      },
    })
    await expect(track({ event: "appointment_cancelled", loggedIn: true })).resolves.toBeUndefined()
  })

  it("does nothing without a data layer", async () => {
    await expect(createTracker(undefined)({ event: "check_in", result: "Success" })).resolves.toBeUndefined()
  })
})
