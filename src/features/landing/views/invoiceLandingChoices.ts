import { portalOrigin } from "../../../platform/brand/portals.ts"
import type { BrandId, Stage } from "../../../domain/features.ts"
import type { Lang } from "../../../domain/language.ts"
import { buildPath } from "../../../platform/routing/index.ts"

export type InvoiceLandingChoiceId = "ownAdult" | "ownChildren" | "child"

export interface InvoiceLandingChoice {
  readonly id: InvoiceLandingChoiceId
  /** The brand whose login the choice leads to. */
  readonly brand: BrandId
  /** The login page, on this site or the brand's own, returning to the invoices after the login. */
  readonly href: string
  /** The login is on the other brand's site (a plain link, not a route of this app). */
  readonly isExternal: boolean
}

/**
 * spec messaging §2 'Anonymous pages': the invoice-notification landing offers an own visit at either brand, or a
 * visit of a child under 18, guardianship verified by strong authentication. An own visit goes straight to the
 * brand's login (the children's brand's own-login choice is made here already); a child's visit is the children's
 * brand's guardian login, which passes through the guardian registration (hpa/register) as its login choice does.
 */
export function invoiceLandingChoices(
  from: { brand: BrandId; stage: Stage },
  lang: Lang,
): InvoiceLandingChoice[] {
  const invoices = buildPath("invoices", lang)
  const guardianNext = buildPath("hpaRegister", lang, undefined, { next: invoices })
  const choice = (id: InvoiceLandingChoiceId, brand: BrandId, nextPath: string): InvoiceLandingChoice => {
    const origin = portalOrigin(brand, from)
    return {
      id,
      brand,
      href: `${origin}${buildPath("login", lang, undefined, { nextPath })}`,
      isExternal: origin !== "",
    }
  }
  return [
    choice("ownAdult", "adult", invoices),
    choice("ownChildren", "children", invoices),
    choice("child", "children", guardianNext),
  ]
}
