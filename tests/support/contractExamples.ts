// The contract's example answers (contracts/openapi.yaml), for view tests that answer a request as the contract
// shows it: by the operation's path and the example's name, a referenced example resolved.
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

type Example = { value: unknown } | { $ref: string }
type Contract = {
  paths: Record<
    string,
    {
      get?: {
        responses: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }>
      }
    }
  >
  components: { examples: Record<string, { value: unknown }> }
}

let contract: Contract | undefined

/** The example `name` of GET `apiPath`'s 200 answer; throws when the contract has none. */
export function contractExample(apiPath: string, name: string): unknown {
  contract ??= parse(readFileSync(path.resolve("contracts/openapi.yaml"), "utf8")) as Contract
  const example =
    contract.paths[apiPath]?.get?.responses["200"]?.content?.["application/json"]?.examples?.[name]
  if (!example) throw new Error(`The contract has no example ${name} of GET ${apiPath}`)
  if (!("$ref" in example)) return example.value
  const referenced = contract.components.examples[example.$ref.split("/").at(-1)!]
  if (!referenced) throw new Error(`The contract's example ${example.$ref} is missing`)
  return referenced.value
}
