import type { PaymentArea } from "../../store/payment/area.ts"
import { useArea } from "../../../../kit/ui/StoreContext.tsx"

/** The payment area's models: the invoice payment page and the payment result page. */
export function usePaymentArea(): PaymentArea {
  return useArea("payment")
}
