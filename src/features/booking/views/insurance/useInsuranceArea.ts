import type { InsuranceArea } from "../../store/insurance/area.ts"
import { useArea } from "../../../../kit/ui/StoreContext.tsx"

/** The insurance area's models: the insurance choice of a logged-in insurance reservation. */
export function useInsuranceArea(): InsuranceArea {
  return useArea("insurance")
}
