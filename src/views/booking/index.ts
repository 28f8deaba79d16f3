// The booking views other features may use (the kiosk books at its clinic with the private list's parts).
export { useBookingArea } from "./useBookingArea.ts"
export { useSearchFromUrl } from "./useSearchUrl.ts"
export { ResultsSection } from "./ResultsSection.tsx"
export { AppointmentCard } from "./AppointmentCard.tsx"
export { SpecialtyFilter } from "./SpecialtyFilter.tsx"
export { AnonymousReservation } from "./reservation/ReservationPage.tsx"
export { ReservationAppointment } from "./reservation/ReservationAppointment.tsx"
export { reservationNavigationOf } from "./reservation/navigation.ts"
