// The kiosk's features, one line each: its route table, store slots, texts and screens are theirs (composition.ts).
export { bookingFeature } from "../../src/features/booking/feature.ts"
export { kioskFeature } from "../../src/features/kiosk/feature.ts"
export { shellFeature } from "../../src/features/shell/feature.ts"
