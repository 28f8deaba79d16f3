import "../../src/views/ui/tokens.css"
import "../../src/views/ui/base.css"
import "../../src/views/shell/shell.css"
import { createBrowserRouter } from "react-router"
import { DEFAULT_LANG, isLang } from "../../src/domain/language.ts"
import { createI18n, provideLocales } from "../../src/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../src/i18n/namespaces.ts"
import { PORTAL_LOCALES } from "./locales.ts"
import type { StoreEnvOptions } from "../../src/api/env.ts"
import { createBrowserStore, followBrand, mount } from "../shared/boot.tsx"
import { portalRoutes } from "./routes.tsx"

// The messaging client (urql, graphql) loads with the first page that asks for it, not with every page.
const messagingOnOrigin: StoreEnvOptions["messaging"] = async (options) =>
  (await import("../../src/api/messaging.ts")).messagingOnOrigin(options)

async function main() {
  const firstSegment = window.location.pathname.split("/")[1]
  const lang = isLang(firstSegment) ? firstSegment : DEFAULT_LANG
  const store = createBrowserStore({ session: { lang } }, messagingOnOrigin)
  followBrand(store)
  provideLocales(PORTAL_LOCALES)
  const i18n = await createI18n(lang, BOOT_NAMESPACES.portal)
  const router = createBrowserRouter(portalRoutes({ store, i18n }))
  mount(store, i18n, router)
}

void main()
