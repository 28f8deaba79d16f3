// The fault matrix of the portal's writing flows (issue 19 point 8): the table is the rows below, the walk is
// tests/e2e/support/faultMatrix.ts.
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
  cancel,
  checkIn,
  anonymousCheckIn,
  arrivalReason,
  registration,
  consent,
  contactDetails,
  guardians,
  kelaCardUpload,
  newConversation,
  vaccinationChoice,
  paymentStart,
])
