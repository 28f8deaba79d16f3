import type session from "../../../locales/fi/session.json"
import type shell from "../../../locales/fi/shell.json"
import { defineFeature } from "../../kit/feature/manifest.ts"

/**
 * The page shell: header, menu, footer, the session watch, the in-app bridge. `session` holds the session warning's
 * texts, loaded with the warning's code (not at boot like `shell`).
 */
export const shellFeature = defineFeature({
  name: "shell",
  namespaces: ["shell", "session"],
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    shell: typeof shell
    session: typeof session
  }
}
