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
}
