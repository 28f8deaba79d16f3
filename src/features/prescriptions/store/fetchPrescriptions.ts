import { unwrap } from "../../../platform/api/client.ts"
import type { ApiClient } from "../../../platform/api/client.ts"
import type { PrescriptionList } from "../../../platform/api/schemas.ts"
import type { Lang } from "../../../domain/language.ts"

/** GET /api/prescriptions: the patient's prescriptions (texts in `lang`) and whether renewal is enabled. */
export function fetchPrescriptions(
  api: ApiClient,
  lang: Lang,
  signal: AbortSignal,
): Promise<PrescriptionList> {
  return unwrap(api.GET("/api/prescriptions", { params: { query: { lang } }, signal }))
}
