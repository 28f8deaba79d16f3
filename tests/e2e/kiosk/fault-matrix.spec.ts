// The fault matrix of the kiosk's writing flows (issue 19 point 8): the rows are in
// tests/e2e/support/faultMatrixKiosk.ts, the walk in tests/e2e/support/faultMatrix.ts.
import { faultMatrix } from "../support/faultMatrix.ts"
import { kioskBooking, kioskCheckIn } from "../support/faultMatrixKiosk.ts"

faultMatrix([kioskCheckIn, kioskBooking])
