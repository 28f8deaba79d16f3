import type { LocaleLoaders, LocaleModule } from "../../src/platform/i18n/i18n.ts"

/**
 * The kiosk's namespaces only: its boot ones (BOOT_NAMESPACES.kiosk) and those of its screens (KIOSK_SCREENS); a
 * test keeps this list equal to theirs.
 */
export const KIOSK_LOCALES: LocaleLoaders = import.meta.glob<LocaleModule>([
  "../../locales/*/common.json",
  "../../locales/*/kiosk.json",
  "../../locales/*/booking.json",
])
