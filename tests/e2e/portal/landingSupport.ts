// Texts and addresses of the occupational and landing specs, in the three languages.
import enAccount from "../../../locales/en/account.json" with { type: "json" }
import enLanding from "../../../locales/en/landing.json" with { type: "json" }
import enOccupational from "../../../locales/en/occupational.json" with { type: "json" }
import enShell from "../../../locales/en/shell.json" with { type: "json" }
import fiAccount from "../../../locales/fi/account.json" with { type: "json" }
import fiLanding from "../../../locales/fi/landing.json" with { type: "json" }
import fiOccupational from "../../../locales/fi/occupational.json" with { type: "json" }
import fiShell from "../../../locales/fi/shell.json" with { type: "json" }
import svAccount from "../../../locales/sv/account.json" with { type: "json" }
import svLanding from "../../../locales/sv/landing.json" with { type: "json" }
import svOccupational from "../../../locales/sv/occupational.json" with { type: "json" }
import svShell from "../../../locales/sv/shell.json" with { type: "json" }

export type Lang = "fi" | "sv" | "en"
export const LANGS = ["fi", "sv", "en"] as const satisfies readonly Lang[]

export const texts = {
  fi: { account: fiAccount, landing: fiLanding, occupational: fiOccupational, shell: fiShell },
  sv: { account: svAccount, landing: svLanding, occupational: svOccupational, shell: svShell },
  en: { account: enAccount, landing: enLanding, occupational: enOccupational, shell: enShell },
} as const

export const paths = {
  team: {
    fi: "/fi/tyoterveystiimi",
    sv: "/sv/foretagshalsovardsteamet",
    en: "/en/occupational-health-care-team",
  },
  vaccination: {
    fi: "/fi/ajanvaraus/tyoterveys/rokotus",
    sv: "/sv/tidsbokning/foretagshalsovard/vaccinering",
    en: "/en/booking/occupational-healthcare/vaccination",
  },
  invoiceLanding: { fi: "/fi/maksa-lasku", sv: "/sv/betala-faktura", en: "/en/pay-invoice" },
  newCustomer: { fi: "/fi/uusi-asiakas", sv: "/sv/ny-kund", en: "/en/new-customer" },
  invoices: { fi: "/fi/laskut", sv: "/sv/fakturor", en: "/en/invoices" },
  login: { fi: "/fi/kirjaudu", sv: "/sv/loggain", en: "/en/login" },
} as const

/** The regular expression of a text taken literally. */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
