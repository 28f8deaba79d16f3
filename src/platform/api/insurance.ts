/**
 * The address of the LähiTapiola permit application (GET /api/insurance/lahitapiola-apply-permit): a page
 * navigation to the insurer, not a fetch, so this builds the URL the link points at. The operation needs the
 * csrf token in the query like every other logged-in call; the insurer sends the browser back to `redirectTo`
 * with the query parameter lahitapiolaStatus.
 */
export function lahitapiolaApplyPermitUrl(input: {
  redirectTo: string
  lang: string
  csrfToken: string | undefined
}): string {
  const query = new URLSearchParams({ redirectTo: input.redirectTo, channel: "w", lang: input.lang })
  if (input.csrfToken) query.set("csrfToken", input.csrfToken)
  return `/api/insurance/lahitapiola-apply-permit?${query.toString()}`
}
