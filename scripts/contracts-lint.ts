// `npm run contracts:lint`: lints contracts/openapi.yaml with Redocly (redocly.yaml) and validates every operation
// in contracts/messaging/ against contracts/messaging.graphql. Exits 1 on any error; warnings are printed only.
//   node scripts/contracts-lint.ts [--openapi <file>] [--schema <file>] [--operations <dir>]
import path from "node:path"
import { parseArgs } from "node:util"
import { CONTRACT_FILES, report } from "./contracts/files.ts"
import { validateOperations } from "./contracts/graphql.ts"
import { lintOpenApi } from "./contracts/redocly.ts"

const { values } = parseArgs({
  options: {
    openapi: { type: "string", default: CONTRACT_FILES.openapi },
    schema: { type: "string", default: CONTRACT_FILES.messagingSchema },
    operations: { type: "string", default: CONTRACT_FILES.messagingOperations },
  },
})

const from = (file: string) => path.resolve(process.cwd(), file)
const results = await Promise.all([
  lintOpenApi(from(values.openapi)),
  validateOperations(from(values.schema), from(values.operations)),
])
process.exitCode = report(results)
