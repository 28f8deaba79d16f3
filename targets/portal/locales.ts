import type { LocaleLoaders, LocaleModule } from "../../src/platform/i18n/i18n.ts"

/** Every namespace: the portal has a page for each feature area. */
export const PORTAL_LOCALES: LocaleLoaders = import.meta.glob<LocaleModule>("../../locales/*/*.json")
