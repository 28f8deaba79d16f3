import { observer } from "mobx-react-lite"
import { useBookingArea } from "../useBookingArea.ts"
import { useInsuranceArea } from "../insurance/useInsuranceArea.ts"
import { InsuranceSection } from "../insurance/InsuranceSection.tsx"

/**
 * spec booking §3, §5: the insurance choice of an insurance visit; its isComplete is the gate's insurance rule.
 * InsuranceSection itself gives the selection the appointment and the patient (and acting guardian).
 */
export const ReservationInsurance = observer(function ReservationInsurance() {
  const { loggedInReservation: reservation } = useBookingArea()
  const { insuranceSelection } = useInsuranceArea()
  const appointment = reservation.appointment
  if (!appointment) return null
  return <InsuranceSection selection={insuranceSelection} appointment={appointment} />
})
