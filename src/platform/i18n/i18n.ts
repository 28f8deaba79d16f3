import i18next, { type i18n } from "i18next"
import { initReactI18next } from "react-i18next"
import type { Lang } from "../../domain/language.ts"
import type { Namespace } from "./namespaces.ts"

export type LocaleModule = { default: Record<string, unknown> }

/**
 * A target's locale files by path (`../../locales/{lang}/{ns}.json`), from its own import.meta.glob: one chunk per
 * language and namespace, so a visitor downloads only the texts of the language and pages in use, and a target's
 * first load carries only the entries of the namespaces it can show (the kiosk's map is a fraction of the portal's).
 */
export type LocaleLoaders = Readonly<Record<string, () => Promise<LocaleModule>>>

let provided: LocaleLoaders | undefined

/** Gives the target's locale files; called once by the target (and the tests' setup) before createI18n. */
export function provideLocales(loaders: LocaleLoaders): void {
  provided = loaders
}

function loaderFor(lang: Lang, ns: Namespace): () => Promise<LocaleModule> {
  if (!provided) throw new Error("provideLocales was not called before loading texts")
  const loader = provided[`../../locales/${lang}/${ns}.json`]
  if (!loader) throw new Error(`locales/${lang}/${ns}.json is missing from this target's locales`)
  return loader
}

/**
 * Per instance: the namespaces asked for so far (a language change loads them all in the new language, since the
 * pages on the screen and those the router has already loaded keep using them), and the language being changed to.
 */
type Loading = { inUse: Set<Namespace>; target: Lang; ready: Promise<void> }
const loadingOf = new WeakMap<i18n, Loading>()

function stateOf(instance: i18n): Loading {
  const state = loadingOf.get(instance)
  if (!state) throw new Error("the i18n instance was not made by createI18n")
  return state
}

async function loadBundles(instance: i18n, lang: Lang, namespaces: Iterable<Namespace>): Promise<void> {
  const missing = [...new Set(namespaces)].filter((ns) => !instance.hasResourceBundle(lang, ns))
  await Promise.all(
    missing.map(async (ns) => {
      const module = await loaderFor(lang, ns)()
      instance.addResourceBundle(lang, ns, module.default)
    }),
  )
}

/**
 * Loads a route's namespaces before it renders (in the route's lazy(), with its code), in the route's language or,
 * where the address has none (the kiosk), the language in use or being changed to. They stay in use from then on.
 */
export async function loadNamespaces(
  instance: i18n,
  namespaces: readonly Namespace[],
  lang?: Lang,
): Promise<void> {
  const state = stateOf(instance)
  for (const ns of namespaces) state.inUse.add(ns)
  await state.ready
  await loadBundles(instance, lang ?? state.target, namespaces)
}

/** Changes the interface language once the texts in use are loaded in it, and keeps <html lang> in step. */
export async function changeLanguage(instance: i18n, lang: Lang): Promise<void> {
  const state = stateOf(instance)
  state.target = lang
  await state.ready
  await loadBundles(instance, lang, state.inUse)
  // A later change overtook this one while it loaded: the later language wins.
  if (state.target !== lang) return
  if (instance.language !== lang) await instance.changeLanguage(lang)
}

/**
 * An instance in `lang` whose boot namespaces (BOOT_NAMESPACES) start loading now: `ready` resolves once they are
 * there. loadNamespaces and changeLanguage wait for it, so a target can start its router (the session, the page's
 * code and texts) while the boot texts are on their way, and render once they are.
 */
export function startI18n(
  lang: Lang,
  namespaces: readonly Namespace[],
): { instance: i18n; ready: Promise<void> } {
  const instance = i18next.createInstance()
  instance.on("languageChanged", (lng) => {
    if (typeof document !== "undefined") document.documentElement.lang = lng
  })
  const ready = (async () => {
    await instance.use(initReactI18next).init({
      lng: lang,
      // Every language has every key (checked by the build), so nothing falls back to another language.
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: "common",
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    await loadBundles(instance, lang, namespaces)
    if (typeof document !== "undefined") document.documentElement.lang = lang
  })()
  loadingOf.set(instance, { inUse: new Set(namespaces), target: lang, ready })
  return { instance, ready }
}

/** An instance in `lang` with the target's boot namespaces (BOOT_NAMESPACES) loaded. */
export async function createI18n(lang: Lang, namespaces: readonly Namespace[]): Promise<i18n> {
  const { instance, ready } = startI18n(lang, namespaces)
  await ready
  return instance
}
