import { observer } from "mobx-react-lite"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"

/** The brand's customer-service number as a phone link, after a sentence that leads to it. */
export const CustomerServicePhone = observer(function CustomerServicePhone({ lead }: { lead: string }) {
  const { customerServicePhone: phone } = useBrand()
  return (
    <p>
      {lead} <a href={`tel:${phone.e164}`}>{phone.display}</a>
    </p>
  )
})
