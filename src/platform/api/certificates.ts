import type { Lang } from "../../domain/language.ts"

/**
 * The address of a certificate's PDF (contract getCertificatePdf), for a link on the same origin: opened as a
 * link, so the session's csrf token travels in the query like on every logged-in call; `filename` names the
 * download (the server gives it back in Content-Disposition) and `lang` is the language of its headings.
 */
export function certificatePdfPath(
  id: string,
  { filename, lang, csrfToken }: { filename: string; lang: Lang; csrfToken: string },
): string {
  const query = new URLSearchParams({ filename, lang })
  if (csrfToken) query.set("csrfToken", csrfToken)
  return `/api/certificates/${encodeURIComponent(id)}/pdf?${query.toString()}`
}
