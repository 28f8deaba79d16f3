// The kiosk's booking screens, loaded when a visitor starts to book.
export { default as BookingPage } from "../../../src/features/kiosk/views/booking/KioskBookingPage.tsx"
export { default as ReservationPage } from "../../../src/features/kiosk/views/booking/KioskReservationPage.tsx"
