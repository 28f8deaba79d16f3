// The kiosk's features, one line each: its route table, store slots, texts and screens are theirs (composition.ts).
// It books with booking's views, which link to an appointment by its link (appointments), to the login (account) and
// to the terms (info): their routes are in its table.
export { accountFeature } from "../../src/features/account/feature.ts"
export { appointmentsFeature } from "../../src/features/appointments/feature.ts"
export { bookingFeature } from "../../src/features/booking/feature.ts"
export { infoFeature } from "../../src/features/info/feature.ts"
export { kioskFeature } from "../../src/features/kiosk/feature.ts"
export { shellFeature } from "../../src/features/shell/feature.ts"
