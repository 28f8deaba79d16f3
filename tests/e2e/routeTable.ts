// The route table is composed from the targets' features (src/kit/feature/compose.ts), as each target does at boot:
// a spec that builds or matches an address (buildPath, matchPath, routePatterns) sees both targets' routes.
import { composeTarget } from "../../src/kit/feature/compose.ts"
import { ALL_FEATURES } from "../support/features.ts"

composeTarget(ALL_FEATURES)
