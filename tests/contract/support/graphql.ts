// The messaging contract as data: the schema, the app's operations (contracts/messaging/*.graphql), and a JSON
// Schema for each operation's response, derived from its selection set, so the suite validates GraphQL responses
// with the same Ajv as REST ones.
import { readdirSync, readFileSync } from "node:fs"
import {
  Kind,
  buildSchema,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNullableOutputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql"
import type { ValidateFunction } from "ajv/dist/2020.js"
import { createAjv, formatErrors, type ReceivedResponse } from "./validator.ts"

const CONTRACTS = new URL("../../../contracts/", import.meta.url)

type JsonSchema = Record<string, unknown>

export interface MessagingOperation {
  name: string
  kind: "query" | "mutation" | "subscription"
  /** The file's text, as the app sends it. */
  text: string
  document: DocumentNode
}

export interface MessagingContract {
  schema: GraphQLSchema
  operations: Map<string, MessagingOperation>
}

export function loadMessagingContract(): MessagingContract {
  const schema = buildSchema(readFileSync(new URL("messaging.graphql", CONTRACTS), "utf8"))
  const operations = new Map<string, MessagingOperation>()
  const dir = new URL("messaging/", CONTRACTS)
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".graphql"))) {
    const text = readFileSync(new URL(file, dir), "utf8")
    const document = parse(text)
    for (const node of document.definitions) {
      if (node.kind === Kind.OPERATION_DEFINITION && node.name) {
        operations.set(node.name.value, { name: node.name.value, kind: node.operation, text, document })
      }
    }
  }
  return { schema, operations }
}

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: "integer" },
  Float: { type: "number" },
  String: { type: "string" },
  Boolean: { type: "boolean" },
  ID: { type: "string" },
  DateTime: { type: "string", format: "date-time" },
  Date: { type: "string", format: "date" },
}

/** JSON Schema of `data` for the operation named `operationName` in `document`. */
export function dataSchema(schema: GraphQLSchema, document: DocumentNode, operationName: string): JsonSchema {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const node of document.definitions) {
    if (node.kind === Kind.FRAGMENT_DEFINITION) fragments.set(node.name.value, node)
  }
  const operation = document.definitions.find(
    (node) => node.kind === Kind.OPERATION_DEFINITION && node.name?.value === operationName,
  )
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error(`no operation ${operationName}`)
  const root = schema.getRootType(operation.operation)
  if (!root) throw new Error(`the schema has no ${operation.operation} type`)

  const applies = (typeCondition: string | undefined, type: GraphQLObjectType): boolean => {
    if (!typeCondition || typeCondition === type.name) return true
    const condition = schema.getType(typeCondition)
    return condition !== undefined && isAbstractType(condition) && schema.isSubType(condition, type)
  }

  // Response key → the selection sets merged under it, and whether it is always present.
  const collect = (
    type: GraphQLObjectType,
    selectionSet: SelectionSetNode,
    into = new Map<string, Field>(),
  ) => {
    for (const selection of selectionSet.selections) {
      const conditional = (selection.directives ?? []).some((d) => ["skip", "include"].includes(d.name.value))
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value
        const field = into.get(key) ?? { name: selection.name.value, selections: [], conditional }
        if (selection.selectionSet) field.selections.push(...selection.selectionSet.selections)
        field.conditional &&= conditional
        into.set(key, field)
      } else {
        const fragment =
          selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value)
        if (fragment && applies(fragment.typeCondition?.name.value, type)) {
          collect(type, fragment.selectionSet, into)
        }
      }
    }
    return into
  }

  const objectSchema = (type: GraphQLObjectType, selectionSet: SelectionSetNode): JsonSchema => {
    const properties: Record<string, JsonSchema> = {}
    const required: string[] = []
    for (const [key, field] of collect(type, selectionSet)) {
      if (!field.conditional) required.push(key)
      if (field.name === "__typename") {
        properties[key] = { const: type.name }
        continue
      }
      const definition = type.getFields()[field.name]
      if (!definition) throw new Error(`${type.name} has no field ${field.name}`)
      const selections: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: field.selections }
      properties[key] = outputSchema(definition.type, selections)
    }
    return { type: "object", properties, required, additionalProperties: false }
  }

  const outputSchema = (type: GraphQLOutputType, selectionSet: SelectionSetNode): JsonSchema =>
    isNonNullType(type)
      ? valueSchema(type.ofType, selectionSet)
      : { anyOf: [valueSchema(type, selectionSet), { type: "null" }] }

  const valueSchema = (type: GraphQLNullableOutputType, selectionSet: SelectionSetNode): JsonSchema => {
    if (isListType(type)) return { type: "array", items: outputSchema(type.ofType, selectionSet) }
    if (isScalarType(type)) return SCALARS[type.name] ?? {}
    if (isEnumType(type)) return { enum: type.getValues().map((value) => value.name) }
    if (isObjectType(type)) return objectSchema(type, selectionSet)
    return { anyOf: schema.getPossibleTypes(type).map((member) => objectSchema(member, selectionSet)) }
  }

  return objectSchema(root, operation.selectionSet)
}

interface Field {
  name: string
  selections: SelectionSetNode["selections"][number][]
  conditional: boolean
}

/** A successful response: data as the operation selects it, no errors. */
export function successSchema(data: JsonSchema): JsonSchema {
  return {
    type: "object",
    required: ["data"],
    properties: { data, extensions: { type: "object" } },
    additionalProperties: false,
  }
}

/** A request error (GraphQL over HTTP): no data, at least one error with a message. */
export const REQUEST_ERROR_SCHEMA: JsonSchema = {
  type: "object",
  required: ["errors"],
  properties: {
    errors: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["message"],
        properties: {
          message: { type: "string" },
          locations: {
            type: "array",
            items: {
              type: "object",
              required: ["line", "column"],
              properties: { line: { type: "integer" }, column: { type: "integer" } },
            },
          },
          path: { type: "array", items: { type: ["string", "integer"] } },
          extensions: { type: "object" },
        },
      },
    },
    extensions: { type: "object" },
  },
  additionalProperties: false,
}

const GRAPHQL_MEDIA_TYPES = ["application/graphql-response+json", "application/json"]

export interface GraphqlResponseValidator {
  /**
   * Problems with a response, empty when it conforms: JSON of a GraphQL media type; for a 2xx, `data` exactly as
   * the operation selects it (from `text` when given, else the operation's file) and no errors, or, with
   * `expectError`, errors one of which has that `extensions.code`; otherwise a request error with messages and no
   * data (with `expectError`, one of them with that code).
   */
  check(operationName: string, response: ReceivedResponse, text?: string, expectError?: string): string[]
}

/** An answer that must carry an error with this code (a field error in a 2xx, or a request error). */
function fieldErrorProblems(body: unknown, code: string): string[] {
  const errors = (body as { errors?: { extensions?: { code?: unknown } }[] }).errors
  if (!Array.isArray(errors) || errors.length === 0) return [`no errors; expected one with code ${code}`]
  const codes = errors.map((error) => String(error.extensions?.code))
  return codes.includes(code) ? [] : [`error codes ${codes.join(", ")}; expected ${code}`]
}

export function createGraphqlValidator(contract: MessagingContract): GraphqlResponseValidator {
  const ajv = createAjv()
  const requestError = ajv.compile(REQUEST_ERROR_SCHEMA)
  const compiled = new Map<string, ValidateFunction>()
  return {
    check(operationName, response, text, expectError) {
      const operation = contract.operations.get(operationName)
      if (!operation) return [`contracts/messaging has no operation ${operationName}`]
      const essence = response.contentType?.split(";")[0]?.trim().toLowerCase() ?? ""
      if (!GRAPHQL_MEDIA_TYPES.includes(essence)) {
        return [
          `content-type ${response.contentType ?? "(none)"} is not one of ${GRAPHQL_MEDIA_TYPES.join(", ")}`,
        ]
      }
      let body: unknown
      try {
        body = JSON.parse(new TextDecoder().decode(response.body))
      } catch {
        return [`the body is not JSON (${response.body.length} bytes)`]
      }
      if (response.status < 200 || response.status > 299) {
        if (!requestError(body)) return formatErrors(requestError.errors)
        return expectError === undefined ? [] : fieldErrorProblems(body, expectError)
      }
      if (expectError !== undefined) return fieldErrorProblems(body, expectError)
      const errors = (body as { errors?: { message?: unknown }[] }).errors
      if (Array.isArray(errors)) return errors.map((error) => `GraphQL error: ${String(error.message)}`)
      const key = `${operationName}\n${text ?? ""}`
      let validate = compiled.get(key)
      if (!validate) {
        const document = text === undefined ? operation.document : parse(text)
        validate = ajv.compile(successSchema(dataSchema(contract.schema, document, operationName)))
        compiled.set(key, validate)
      }
      return validate(body) ? [] : formatErrors(validate.errors)
    },
  }
}
