import { describe, expect, it } from "vitest"
import { PRACTITIONERS } from "../../../../sandbox/booking/catalog/practitioners.ts"
import { bookingModule } from "../../../../sandbox/booking/seed.ts"
import { openDatabase, type Db } from "../../../../sandbox/db/database.ts"

// The booking area seeds on its own (it reads no other area's tables while seeding).
const seeded = (today: string): Db => openDatabase(":memory:", [bookingModule], today)

const dump = (db: Db) => ({
  slots: db.prepare("SELECT * FROM booking_slots ORDER BY id").all(),
  reservations: db.prepare("SELECT * FROM booking_reservations ORDER BY id").all(),
})

// Each test seeds about 5 800 slots: well under a second alone, several under a loaded parallel run.
describe("the booking seed", { timeout: 30_000 }, () => {
  it("is the same for the same day", () => {
    expect(dump(seeded("2026-03-02"))).toEqual(dump(seeded("2026-03-02")))
  })

  it("moves with the day: free slots from that day for 60 days", () => {
    for (const today of ["2026-03-02", "2026-03-03"]) {
      const db = seeded(today)
      const free = db
        .prepare(
          `SELECT MIN(day) AS first, MAX(day) AS last, COUNT(*) AS count FROM booking_slots
           WHERE id NOT IN (SELECT appointment_id FROM booking_reservations)`,
        )
        .get() as { first: string; last: string; count: number }
      expect(free.first).toBe(today)
      expect(Date.parse(free.last) - Date.parse(today)).toBe(59 * 86_400_000)
      expect(free.count).toBeGreaterThan(3000)
    }
    expect(dump(seeded("2026-03-02")).slots).not.toEqual(dump(seeded("2026-03-03")).slots)
  })

  it("covers every time of day from 07 to 21, Saturdays, remote, Kela65 and login-only slots", () => {
    const db = seeded("2026-03-02")
    const hours = db.prepare("SELECT DISTINCT minute_of_day / 60 AS hour FROM booking_slots ORDER BY 1").all()
    expect(hours.map((row) => (row as { hour: number }).hour)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 7),
    )
    const count = (where: string) =>
      (db.prepare(`SELECT COUNT(*) AS count FROM booking_slots WHERE ${where}`).get() as { count: number })
        .count
    expect(count("strftime('%w', day) = '6'")).toBeGreaterThan(0)
    expect(
      count("strftime('%w', day) = '0' AND id NOT IN (SELECT appointment_id FROM booking_reservations)"),
    ).toBe(0)
    expect(count("is_remote = 1 AND location_type = 'videoAppointment'")).toBeGreaterThan(0)
    expect(count("is_remote = 1 AND location_type = 'phoneAppointment'")).toBeGreaterThan(0)
    expect(count("for_kela65 = 1 AND kind_id IN ('Y65P', 'Y65D', 'Y65V')")).toBe(count("for_kela65 = 1"))
    expect(count("requires_auth = 1")).toBeGreaterThan(0)
    expect(count("for_private = 0 AND for_occupational = 1")).toBeGreaterThan(0)
    expect(count("for_private = 0 AND for_insurance = 1")).toBeGreaterThan(0)
    expect(new Set(PRACTITIONERS.map((practitioner) => practitioner.id)).size).toBe(PRACTITIONERS.length)
  })

  it("gives the personas their appointments", () => {
    const db = seeded("2026-03-02")
    const mine = db
      .prepare("SELECT first_name, cancelled_at IS NOT NULL AS cancelled FROM booking_reservations")
      .all() as { first_name: string; cancelled: number }[]
    expect(mine.filter((row) => row.first_name === "Aino")).toHaveLength(5)
    expect(mine.filter((row) => row.cancelled === 1)).toHaveLength(1)
  })
})
