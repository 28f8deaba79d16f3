import type { PageMap } from "./types.ts"

/** Account: login, session, registration and consent pages. */
export const ACCOUNT_PAGES: PageMap = {
  // spec: the login page hides the menu
  login: {
    load: async () => (await import("../../../src/views/account/LoginPage.tsx")).LoginPage,
    handle: { menu: false },
  },
  childrenLoginChoice: {
    load: async () => (await import("../../../src/views/account/LoginChoicePage.tsx")).LoginChoicePage,
    handle: { menu: false },
  },
  // spec: the acting-on-behalf front page and the MFA page hide menu and footer
  transactionPath: {
    load: async () =>
      (await import("../../../src/views/account/TransactionPathPage.tsx")).TransactionPathPage,
    handle: { menu: false, footer: false },
  },
  authentication: {
    areas: ["account"],
    load: async () => (await import("../../../src/views/account/AuthenticationPage.tsx")).AuthenticationPage,
    handle: { menu: false, footer: false },
  },
  expiredSession: {
    load: async () => (await import("../../../src/views/account/ExpiredSessionPage.tsx")).ExpiredSessionPage,
    handle: { menu: false },
  },
  registration: {
    areas: ["account"],
    load: async () =>
      (await import("../../../src/views/account/registration/RegistrationPage.tsx")).RegistrationPage,
  },
  hpaRegister: {
    areas: ["account"],
    load: async () =>
      (await import("../../../src/views/account/registration/RegistrationPage.tsx")).RegistrationPage,
  },
  dataProcessing: {
    areas: ["account"],
    load: async () => (await import("../../../src/views/account/consent/ConsentPage.tsx")).ConsentPage,
  },
  myInformation: {
    areas: ["account"],
    load: async () =>
      (await import("../../../src/views/account/myInformation/MyInformationPage.tsx")).MyInformationPage,
  },
}
