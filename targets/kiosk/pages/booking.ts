// The kiosk's booking screens, loaded when a visitor starts to book.
export { default as BookingPage } from "../../../src/views/kiosk/booking/KioskBookingPage.tsx"
export { default as ReservationPage } from "../../../src/views/kiosk/booking/KioskReservationPage.tsx"
