import type { PageMap } from "./types.ts"

/** Account: login, session, registration and consent pages. */
export const ACCOUNT_PAGES: PageMap = {
  // spec: the login page hides the menu
  login: {
    namespaces: ["account"],
    load: async () => (await import("../../../src/views/account/LoginPage.tsx")).LoginPage,
    handle: { menu: false },
  },
  childrenLoginChoice: {
    namespaces: ["account"],
    load: async () => (await import("../../../src/views/account/LoginChoicePage.tsx")).LoginChoicePage,
    handle: { menu: false },
  },
  // spec: the acting-on-behalf front page and the MFA page hide menu and footer
  transactionPath: {
    namespaces: ["account"],
    load: async () =>
      (await import("../../../src/views/account/TransactionPathPage.tsx")).TransactionPathPage,
    handle: { menu: false, footer: false },
  },
  authentication: {
    areas: ["account"],
    namespaces: ["account"],
    load: async () => (await import("../../../src/views/account/AuthenticationPage.tsx")).AuthenticationPage,
    handle: { menu: false, footer: false },
  },
  expiredSession: {
    namespaces: ["account"],
    load: async () => (await import("../../../src/views/account/ExpiredSessionPage.tsx")).ExpiredSessionPage,
    handle: { menu: false },
  },
  registration: {
    areas: ["account"],
    namespaces: ["profile"],
    load: async () =>
      (await import("../../../src/views/account/registration/RegistrationPage.tsx")).RegistrationPage,
  },
  hpaRegister: {
    areas: ["account"],
    namespaces: ["profile"],
    load: async () =>
      (await import("../../../src/views/account/registration/RegistrationPage.tsx")).RegistrationPage,
  },
  dataProcessing: {
    areas: ["account"],
    namespaces: ["profile"],
    load: async () => (await import("../../../src/views/account/consent/ConsentPage.tsx")).ConsentPage,
  },
  myInformation: {
    areas: ["account"],
    namespaces: ["profile", "kelaCard", "smsLogin"],
    load: async () =>
      (await import("../../../src/views/account/myInformation/MyInformationPage.tsx")).MyInformationPage,
  },
}
