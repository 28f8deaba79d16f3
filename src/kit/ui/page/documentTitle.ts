import type { Resources } from "../../../platform/i18n/types.ts"
import type { RouteId } from "../../../platform/routing/index.ts"

/** The routes that have a page of their own, each with its title in locales/{lang}/shell.json `pageTitles`. */
export type TitledRouteId = keyof Resources["shell"]["pageTitles"] & RouteId

/**
 * WCAG 2.4.2: every document title names the page first, then the brand; without the soft hyphens a heading
 * carries for breaking a long word on a narrow screen (a title does not wrap).
 */
export function documentTitle(pageTitle: string, brandName: string): string {
  return `${pageTitle.replaceAll("\u00ad", "")} – ${brandName}`
}
