import type { PageMap } from "./types.ts"

/**
 * The information pages (spec booking §2): help (Finnish only), the sickness fund, the children's chat notice and
 * its anonymous page, and the terms of use.
 */
export const INFO_PAGES: PageMap = {
  help: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/features/info/views/HelpPage.tsx")).HelpPage,
  },
  sicknessFund: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/features/info/views/SicknessFundPage.tsx")).SicknessFundPage,
  },
  pikkutsatti: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/features/info/views/PikkutsattiPage.tsx")).PikkutsattiPage,
  },
  anonymousPikkutsatti: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/features/info/views/PikkutsattiPage.tsx")).PikkutsattiPage,
  },
  eula: {
    namespaces: ["info"],
    load: async () => (await import("../../../src/features/info/views/EulaPage.tsx")).EulaPage,
  },
}
