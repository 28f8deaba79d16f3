// The booking views other features may use (the kiosk books at its clinic with the private list's parts).
export { useBookingArea } from "./views/useBookingArea.ts"
export { useSearchFromUrl } from "./views/useSearchUrl.ts"
export { ResultsSection } from "./views/ResultsSection.tsx"
export { AppointmentCard } from "./views/AppointmentCard.tsx"
export { SpecialtyFilter } from "./views/SpecialtyFilter.tsx"
export { AnonymousReservation } from "./views/reservation/ReservationPage.tsx"
export { ReservationAppointment } from "./views/reservation/ReservationAppointment.tsx"
export { reservationNavigationOf } from "./views/reservation/navigation.ts"
