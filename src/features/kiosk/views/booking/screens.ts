// The kiosk's booking screens, one chunk, loaded when a visitor starts to book.
export { default as BookingPage } from "./KioskBookingPage.tsx"
export { default as ReservationPage } from "./KioskReservationPage.tsx"
