import type shell from "../../../locales/fi/shell.json"
import { defineFeature } from "../../kit/feature/manifest.ts"

/** The page shell: header, menu, footer, the session watch, the in-app bridge. */
export const shellFeature = defineFeature({
  name: "shell",
  namespaces: ["shell"],
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    shell: typeof shell
  }
}
