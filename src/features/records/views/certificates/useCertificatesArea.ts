import type { CertificatesArea } from "../../store/certificates/area.ts"
import { useArea } from "../../../../kit/ui/StoreContext.tsx"

/** The certificates area's models: the sick-leave certificates and the vaccinations. */
export function useCertificatesArea(): CertificatesArea {
  return useArea("certificates")
}
