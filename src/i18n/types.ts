import type account from "../../locales/fi/account.json"
import type booking from "../../locales/fi/booking.json"
import type common from "../../locales/fi/common.json"
import type profile from "../../locales/fi/profile.json"
import type appointments from "../../locales/fi/appointments.json"
import type insurance from "../../locales/fi/insurance.json"
import type kiosk from "../../locales/fi/kiosk.json"
import type prescriptions from "../../locales/fi/prescriptions.json"
import type questionnaires from "../../locales/fi/questionnaires.json"
import type certificates from "../../locales/fi/certificates.json"
import type records from "../../locales/fi/records.json"
import type messaging from "../../locales/fi/messaging.json"
import type shell from "../../locales/fi/shell.json"

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
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common"
    resources: Resources
  }
}
