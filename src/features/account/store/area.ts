import { types, type Instance } from "mobx-state-tree"
import { ConsentModel } from "./Consent.ts"
import { ContactFormModel } from "../../profile/index.ts"
import { GuardiansModel } from "./Guardians.ts"
import { KelaCardModel } from "./KelaCard.ts"
import { PinEntryModel } from "./PinEntry.ts"
import { RegistrationModel } from "./Registration.ts"
import { SmsLoginModel } from "./SmsLogin.ts"

/** Account: the PIN step, my information's contact form, registration and consent (the profile is its own slot). */
export const AccountAreaModel = types.model("AccountArea", {
  contactForm: types.optional(ContactFormModel, {}),
  registration: types.optional(RegistrationModel, {}),
  consent: types.optional(ConsentModel, {}),
  guardians: types.optional(GuardiansModel, {}),
  pinEntry: types.optional(PinEntryModel, {}),
  kelaCard: types.optional(KelaCardModel, {}),
  smsLogin: types.optional(SmsLoginModel, {}),
})

export interface AccountArea extends Instance<typeof AccountAreaModel> {}
