// Type-level parity: Swedish and English must have every key Finnish has (checked by `tsc`, never bundled).
import type svAccount from "../../../locales/sv/account.json"
import type svBooking from "../../../locales/sv/booking.json"
import type svCommon from "../../../locales/sv/common.json"
import type svProfile from "../../../locales/sv/profile.json"
import type svAppointments from "../../../locales/sv/appointments.json"
import type svInsurance from "../../../locales/sv/insurance.json"
import type svKiosk from "../../../locales/sv/kiosk.json"
import type svShell from "../../../locales/sv/shell.json"
import type svSession from "../../../locales/sv/session.json"
import type enAccount from "../../../locales/en/account.json"
import type enBooking from "../../../locales/en/booking.json"
import type enCommon from "../../../locales/en/common.json"
import type enProfile from "../../../locales/en/profile.json"
import type enAppointments from "../../../locales/en/appointments.json"
import type enInsurance from "../../../locales/en/insurance.json"
import type enKiosk from "../../../locales/en/kiosk.json"
import type enShell from "../../../locales/en/shell.json"
import type enSession from "../../../locales/en/session.json"
import type { Resources } from "./types.ts"

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
type SameKeys<Translation extends Shape<Source>, Source> = Translation

export type SwedishResources = {
  common: SameKeys<typeof svCommon, Resources["common"]>
  shell: SameKeys<typeof svShell, Resources["shell"]>
  session: SameKeys<typeof svSession, Resources["session"]>
  booking: SameKeys<typeof svBooking, Resources["booking"]>
  account: SameKeys<typeof svAccount, Resources["account"]>
  profile: SameKeys<typeof svProfile, Resources["profile"]>
  appointments: SameKeys<typeof svAppointments, Resources["appointments"]>
  insurance: SameKeys<typeof svInsurance, Resources["insurance"]>
  kiosk: SameKeys<typeof svKiosk, Resources["kiosk"]>
}
export type EnglishResources = {
  common: SameKeys<typeof enCommon, Resources["common"]>
  shell: SameKeys<typeof enShell, Resources["shell"]>
  session: SameKeys<typeof enSession, Resources["session"]>
  booking: SameKeys<typeof enBooking, Resources["booking"]>
  account: SameKeys<typeof enAccount, Resources["account"]>
  profile: SameKeys<typeof enProfile, Resources["profile"]>
  appointments: SameKeys<typeof enAppointments, Resources["appointments"]>
  insurance: SameKeys<typeof enInsurance, Resources["insurance"]>
  kiosk: SameKeys<typeof enKiosk, Resources["kiosk"]>
}
