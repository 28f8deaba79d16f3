import { provideLocales } from "../../src/platform/i18n/i18n.ts"
import { composeTarget } from "../../src/kit/feature/compose.ts"
import { PORTAL_LOCALES } from "../../targets/portal/locales.ts"
import { ALL_FEATURES } from "./features.ts"

// Every sandbox a test starts without a clock of its own runs at the tests' moment (tests/support/clock.ts).
if (process.env.TEST_NOW) process.env.SANDBOX_NOW = process.env.TEST_NOW

// Views under test load their texts from every locale file, as the portal does
provideLocales(PORTAL_LOCALES)

// The route table of both targets' features
composeTarget(ALL_FEATURES)
