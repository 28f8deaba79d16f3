import { definePortal } from "../../kit/feature/manifest.ts"
import { accountFeature } from "./feature.ts"

/** Account in the portal: the feature with its pages, by route id. */
export const accountPortal = definePortal(accountFeature, {
  pages: {
    // spec: the login page hides the menu
    login: {
      namespaces: ["account"],
      load: () => import("./views/LoginPage.tsx").then((module) => module.LoginPage),
      handle: { menu: false },
    },
    childrenLoginChoice: {
      namespaces: ["account"],
      load: () => import("./views/LoginChoicePage.tsx").then((module) => module.LoginChoicePage),
      handle: { menu: false },
    },
    // spec: the acting-on-behalf front page and the MFA page hide menu and footer
    transactionPath: {
      namespaces: ["account"],
      load: () => import("./views/TransactionPathPage.tsx").then((module) => module.TransactionPathPage),
      handle: { menu: false, footer: false },
    },
    // its "send a new code" shares its texts with my information's SMS login
    authentication: {
      areas: ["account"],
      namespaces: ["account", "smsLogin"],
      load: () => import("./views/AuthenticationPage.tsx").then((module) => module.AuthenticationPage),
      handle: { menu: false, footer: false },
    },
    expiredSession: {
      namespaces: ["account"],
      load: () => import("./views/ExpiredSessionPage.tsx").then((module) => module.ExpiredSessionPage),
      handle: { menu: false },
    },
    registration: {
      areas: ["account", "profile"],
      namespaces: ["profile"],
      load: () =>
        import("./views/registration/RegistrationPage.tsx").then((module) => module.RegistrationPage),
    },
    hpaRegister: {
      areas: ["account", "profile"],
      namespaces: ["profile"],
      load: () =>
        import("./views/registration/RegistrationPage.tsx").then((module) => module.RegistrationPage),
    },
    dataProcessing: {
      areas: ["account", "profile"],
      namespaces: ["profile"],
      load: () => import("./views/consent/ConsentPage.tsx").then((module) => module.ConsentPage),
    },
    // the front area: its SMS-login onboarding verifies a number for the switch in place
    myInformation: {
      areas: ["account", "profile", "front"],
      namespaces: ["profile", "kelaCard", "smsLogin"],
      load: () =>
        import("./views/myInformation/MyInformationPage.tsx").then((module) => module.MyInformationPage),
    },
  },
})
