import type { DbModule } from "../db/database.ts"
import { seedMessaging } from "./seed.ts"
import { MESSAGING_DDL } from "./tables.ts"

/** The customer messaging service's state (needs the uploads module's table for attachment files). */
export const messagingModule: DbModule = {
  name: "messaging",
  ddl: MESSAGING_DDL,
  seed: seedMessaging,
}
