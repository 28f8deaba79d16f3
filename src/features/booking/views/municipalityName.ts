import { useTranslation } from "react-i18next"

// The contract's municipality keys are lower-case Finnish names ("järvenpää"); the locale keys are plain ASCII.
const localeKey = (municipality: string) =>
  municipality
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()

/** A municipality's name in the page language; an unknown one as the contract spells it, capitalised. */
export function useMunicipalityName(): (municipality: string) => string {
  const { t, i18n } = useTranslation("booking")
  return (municipality) => {
    const key = `list.municipalities.${localeKey(municipality)}`
    return i18n.exists(key, { ns: "booking" })
      ? t(key as "list.municipalities.helsinki")
      : municipality.charAt(0).toLocaleUpperCase("fi") + municipality.slice(1)
  }
}
