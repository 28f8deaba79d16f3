// The fault matrix of the portal's writing flows (issue 19 point 8): the table is the rows below, the walk is
// tests/e2e/support/faultMatrix.ts. The first list walks every fault (an area's one error path, and rows whose texts
// have no component test yet); the second walks the drop and the double-submit retry, its 503 and time-out cells
// being component tests (tests/unit/views/faults/).
import { faultMatrix } from "../support/faultMatrix.ts"
import {
  consent,
  contactDetails,
  guardians,
  kelaCardUpload,
  registration,
  vaccinationChoice,
} from "../support/faultMatrixAccount.ts"
import { anonymousCheckIn, arrivalReason, cancel, checkIn } from "../support/faultMatrixAppointments.ts"
import { anonymousReservation, loggedInReservation } from "../support/faultMatrixBooking.ts"
import { newConversation } from "../support/faultMatrixMessaging.ts"
import { paymentStart } from "../support/faultMatrixPayment.ts"

faultMatrix([
  anonymousReservation,
  loggedInReservation,
  checkIn,
  kelaCardUpload,
  newConversation,
  vaccinationChoice,
  paymentStart,
])

faultMatrix(
  [cancel, anonymousCheckIn, arrivalReason, registration, consent, contactDetails, guardians],
  ["drop"],
)
