import { types, type Instance } from "mobx-state-tree"
import { registerArea } from "../areas.ts"
import { ConsentModel } from "../Consent.ts"
import { ContactFormModel } from "../ContactForm.ts"
import { PinEntryModel } from "../PinEntry.ts"
import { ProfileModel } from "../Profile.ts"
import { RegistrationModel } from "../Registration.ts"

/** Account: the PIN step, the profile, my information's contact form, registration and consent. */
export const AccountAreaModel = types.model("AccountArea", {
  profile: types.optional(ProfileModel, {}),
  contactForm: types.optional(ContactFormModel, {}),
  registration: types.optional(RegistrationModel, {}),
  consent: types.optional(ConsentModel, {}),
  pinEntry: types.optional(PinEntryModel, {}),
})

export interface AccountArea extends Instance<typeof AccountAreaModel> {}

export const ACCOUNT_AREA = registerArea("account", AccountAreaModel)
