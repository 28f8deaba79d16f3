import i18next, { type i18n } from "i18next"
import { initReactI18next } from "react-i18next"
import { DEFAULT_LANG, type Lang } from "../domain/language.ts"
import { NAMESPACES } from "./namespaces.ts"

type LocaleModule = { default: Record<string, unknown> }

// One chunk per language and namespace: a visitor downloads only the texts of the language in use.
const loaders = import.meta.glob<LocaleModule>("../../locales/*/*.json")

function loaderFor(lang: Lang, ns: string): () => Promise<LocaleModule> {
  const loader = loaders[`../../locales/${lang}/${ns}.json`]
  if (!loader) throw new Error(`locales/${lang}/${ns}.json is missing`)
  return loader
}

export async function loadLanguage(instance: i18n, lang: Lang): Promise<void> {
  await Promise.all(
    NAMESPACES.filter((ns) => !instance.hasResourceBundle(lang, ns)).map(async (ns) => {
      const module = await loaderFor(lang, ns)()
      instance.addResourceBundle(lang, ns, module.default)
    }),
  )
}

/** Changes the interface language once its texts are loaded, and keeps <html lang> in step. */
export async function changeLanguage(instance: i18n, lang: Lang): Promise<void> {
  if (instance.language === lang && instance.hasResourceBundle(lang, "common")) return
  await loadLanguage(instance, lang)
  await instance.changeLanguage(lang)
}

export async function createI18n(lang: Lang = DEFAULT_LANG): Promise<i18n> {
  const instance = i18next.createInstance()
  instance.on("languageChanged", (lng) => {
    if (typeof document !== "undefined") document.documentElement.lang = lng
  })
  await instance.use(initReactI18next).init({
    lng: lang,
    // Every language has every key (checked by the build), so nothing falls back to another language.
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: "common",
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  await loadLanguage(instance, lang)
  document.documentElement.lang = lang
  return instance
}
