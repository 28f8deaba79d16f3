import type { PageMap } from "./types.ts"

/**
 * The information pages (spec booking §2): help (Finnish only), the sickness fund, the children's chat notice and
 * its anonymous page, and the terms of use.
 */
export const INFO_PAGES: PageMap = {
  help: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/views/info/HelpPage.tsx")).HelpPage,
  },
  sicknessFund: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/views/info/SicknessFundPage.tsx")).SicknessFundPage,
  },
  pikkutsatti: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/views/info/PikkutsattiPage.tsx")).PikkutsattiPage,
  },
  anonymousPikkutsatti: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/views/info/PikkutsattiPage.tsx")).PikkutsattiPage,
  },
  eula: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/views/info/EulaPage.tsx")).EulaPage,
  },
}
