import { getBrandConfig } from "../../../platform/brand/config.ts"
import type { BrandConfig } from "../../../platform/brand/types.ts"
import { useStores } from "../StoreContext.tsx"

/** The brand follows the environment the session reports. Call from an observer component. */
export function useBrand(): BrandConfig {
  return getBrandConfig(useStores().session.environment)
}
