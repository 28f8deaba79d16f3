import type { PageMap } from "./types.ts"

/** Account: login, session, registration and consent pages. */
export const ACCOUNT_PAGES: PageMap = {
  // spec: the login page hides the menu
  login: {
    namespaces: ["account"],
    load: async () => (await import("../../../src/features/account/views/LoginPage.tsx")).LoginPage,
    handle: { menu: false },
  },
  childrenLoginChoice: {
    namespaces: ["account"],
    load: async () => (await import("../../../src/features/account/views/LoginChoicePage.tsx")).LoginChoicePage,
    handle: { menu: false },
  },
  // spec: the acting-on-behalf front page and the MFA page hide menu and footer
  transactionPath: {
    namespaces: ["account"],
    load: async () =>
      (await import("../../../src/features/account/views/TransactionPathPage.tsx")).TransactionPathPage,
    handle: { menu: false, footer: false },
  },
  authentication: {
    areas: ["account"],
    namespaces: ["account"],
    load: async () => (await import("../../../src/features/account/views/AuthenticationPage.tsx")).AuthenticationPage,
    handle: { menu: false, footer: false },
  },
  expiredSession: {
    namespaces: ["account"],
    load: async () => (await import("../../../src/features/account/views/ExpiredSessionPage.tsx")).ExpiredSessionPage,
    handle: { menu: false },
  },
  registration: {
    areas: ["account"],
    namespaces: ["profile"],
    load: async () =>
      (await import("../../../src/features/account/views/registration/RegistrationPage.tsx")).RegistrationPage,
  },
  hpaRegister: {
    areas: ["account"],
    namespaces: ["profile"],
    load: async () =>
      (await import("../../../src/features/account/views/registration/RegistrationPage.tsx")).RegistrationPage,
  },
  dataProcessing: {
    areas: ["account"],
    namespaces: ["profile"],
    load: async () => (await import("../../../src/features/account/views/consent/ConsentPage.tsx")).ConsentPage,
  },
  myInformation: {
    areas: ["account"],
    namespaces: ["profile", "kelaCard", "smsLogin"],
    load: async () =>
      (await import("../../../src/features/account/views/myInformation/MyInformationPage.tsx")).MyInformationPage,
  },
}
