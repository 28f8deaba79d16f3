import type account from "../../../locales/fi/account.json"
import type booking from "../../../locales/fi/booking.json"
import type common from "../../../locales/fi/common.json"
import type profile from "../../../locales/fi/profile.json"
import type appointments from "../../../locales/fi/appointments.json"
import type insurance from "../../../locales/fi/insurance.json"
import type kiosk from "../../../locales/fi/kiosk.json"
import type prescriptions from "../../../locales/fi/prescriptions.json"
import type questionnaires from "../../../locales/fi/questionnaires.json"
import type certificates from "../../../locales/fi/certificates.json"
import type records from "../../../locales/fi/records.json"
import type messaging from "../../../locales/fi/messaging.json"
import type occupational from "../../../locales/fi/occupational.json"
import type landing from "../../../locales/fi/landing.json"
import type info from "../../../locales/fi/info.json"
import type kelaCard from "../../../locales/fi/kelaCard.json"
import type smsLogin from "../../../locales/fi/smsLogin.json"
import type payment from "../../../locales/fi/payment.json"
import type invoices from "../../../locales/fi/invoices.json"
import type shell from "../../../locales/fi/shell.json"

// Finnish is the source language: its files define the keys, so a misspelt key fails the typecheck.
export interface Resources {
  common: typeof common
  shell: typeof shell
  booking: typeof booking
  account: typeof account
  profile: typeof profile
  appointments: typeof appointments
  insurance: typeof insurance
  kiosk: typeof kiosk
  prescriptions: typeof prescriptions
  questionnaires: typeof questionnaires
  certificates: typeof certificates
  records: typeof records
  messaging: typeof messaging
  occupational: typeof occupational
  landing: typeof landing
  info: typeof info
  kelaCard: typeof kelaCard
  smsLogin: typeof smsLogin
  payment: typeof payment
  invoices: typeof invoices
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common"
    resources: Resources
  }
}
