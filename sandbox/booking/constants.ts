// spec booking §9: the appointment list's page size
export const PAGE_SIZE = 20

// Ours: the spec names tooManyReservations without a number. Counted per patient (identity code): reservations
// not cancelled whose start is still ahead.
export const MAX_ACTIVE_RESERVATIONS = 5

// The brand's bindingReservationHours (src/platform/brand/brands.ts: 24 in both brands; the sandbox may not import src/platform/brand).
// spec booking §9: free cancellation until that many hours before the start.
export const CANCELLATION_HOURS = 24

// contract checkInAnonymously: 5 wrong codes in a row lock the appointment's check-in for 15 minutes
export const CHECK_IN_MAX_FAILURES = 5
export const CHECK_IN_LOCK_MINUTES = 15

// How far ahead the seed opens slots
export const SEED_DAYS = 60
