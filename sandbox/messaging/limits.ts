// The messaging service's request limits (documented at the top of contracts/messaging.graphql). They are checked on
// the parsed document before validation and execution, so a request built to be expensive (a thousand aliases of
// the thread list, a deep nesting, a hundred mutations in one operation) is refused in linear time and never
// blocks the server for anyone else.
import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"
import { MESSAGING_PAGINATION_LIMIT } from "../../src/domain/messaging.ts"

export const MESSAGING_LIMITS = {
  /** A POST body's bytes: the largest message the contract allows (SendMessage content) fits many times over. */
  maxBodyBytes: 64 * 1024,
  /** Lexical tokens of the query text: the contract's largest operation has about 200. */
  maxTokens: 1000,
  /** Fields in the operation, counted with every fragment spread where it is used. */
  maxFields: 200,
  /** Aliased fields in the operation. The contract's operations use none. */
  maxAliases: 10,
  /** Nesting of selection sets. The contract's deepest operation has 5. */
  maxDepth: 8,
  /** Root fields of a mutation: one change per request. */
  maxMutationFields: 1,
  /**
   * How many objects an answer may hold (cost.ts). The app's largest operation, MessagingThreadForCustomer with
   * every message (limit 9999), costs 70 002: about a third.
   */
  maxCost: 200_000,
  /** Bytes of an answer's JSON: ten aliases of every message an hour's sending allows (12 MB at most) fit. */
  maxResponseBytes: 16 * 1024 * 1024,
  /** Messages a customer sends in an hour, each new thread's first message counted: more than a patient writes. */
  messagesPerHour: 30,
  /** Threads a customer starts in an hour. */
  newThreadsPerHour: 10,
} as const

/**
 * The largest `pagination.limit` of each list, by field name (the schema declares it on each `pagination`
 * argument). spec §9: the app asks for 9999 threads, messages and absences.
 */
export const LIST_LIMITS: Readonly<Record<string, number>> = {
  messagingThreads: MESSAGING_PAGINATION_LIMIT,
  messages: MESSAGING_PAGINATION_LIMIT,
  absences: MESSAGING_PAGINATION_LIMIT,
}

/** The `extensions.code` of each refusal, for clients to tell them apart. */
export type LimitCode =
  | "REQUEST_TOO_LARGE"
  | "MAX_TOKENS_EXCEEDED"
  | "MAX_FIELDS_EXCEEDED"
  | "MAX_ALIASES_EXCEEDED"
  | "MAX_DEPTH_EXCEEDED"
  | "ONE_MUTATION_PER_REQUEST"
  | "MAX_LIMIT_EXCEEDED"
  | "MAX_COST_EXCEEDED"
  | "RESPONSE_TOO_LARGE"

export function limitError(code: LimitCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } })
}

interface Measure {
  fields: number
  aliases: number
  depth: number
  rootFields: number
}

/** Refuses a query text of more tokens than the limit before it is parsed (the lexer stops at the limit). */
export function tokenLimitViolation(query: string): GraphQLError | undefined {
  const lexer = new Lexer(new Source(query))
  for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count++) {
    if (count >= MESSAGING_LIMITS.maxTokens) {
      return limitError(
        "MAX_TOKENS_EXCEEDED",
        `A query may have at most ${MESSAGING_LIMITS.maxTokens} tokens`,
      )
    }
  }
  return undefined
}

/** The document's fragment definitions by name, for the walks that expand them where they are spread. */
export function fragmentsOf(document: DocumentNode): ReadonlyMap<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  return fragments
}

/**
 * Counts the operation's fields, aliases and depth, expanding fragments where they are spread. Stops as soon as a
 * limit is passed, so the work is bounded by the limits, not by the document.
 */
function measure(document: DocumentNode, operation: OperationDefinitionNode): Measure | GraphQLError {
  const fragments = fragmentsOf(document)
  const totals: Measure = { fields: 0, aliases: 0, depth: 0, rootFields: 0 }
  const isMutation = operation.operation === "mutation"
  const visit = (
    selectionSet: SelectionSetNode,
    depth: number,
    spreading: ReadonlySet<string>,
  ): GraphQLError | undefined => {
    if (depth > MESSAGING_LIMITS.maxDepth) {
      return limitError("MAX_DEPTH_EXCEEDED", `Selections may nest at most ${MESSAGING_LIMITS.maxDepth} deep`)
    }
    totals.depth = Math.max(totals.depth, depth)
    for (const selection of selectionSet.selections) {
      let inner: GraphQLError | undefined
      if (selection.kind === Kind.FIELD) {
        totals.fields++
        if (selection.alias) totals.aliases++
        if (depth === 1) totals.rootFields++
        if (isMutation && totals.rootFields > MESSAGING_LIMITS.maxMutationFields) {
          return limitError("ONE_MUTATION_PER_REQUEST", "A request may run one mutation field")
        }
        if (totals.fields > MESSAGING_LIMITS.maxFields) {
          return limitError(
            "MAX_FIELDS_EXCEEDED",
            `An operation may select at most ${MESSAGING_LIMITS.maxFields} fields`,
          )
        }
        if (totals.aliases > MESSAGING_LIMITS.maxAliases) {
          return limitError(
            "MAX_ALIASES_EXCEEDED",
            `An operation may use at most ${MESSAGING_LIMITS.maxAliases} aliases`,
          )
        }
        if (selection.selectionSet) inner = visit(selection.selectionSet, depth + 1, spreading)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = visit(selection.selectionSet, depth, spreading)
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        // an unknown or cyclic spread is validation's to report
        if (fragment && !spreading.has(name))
          inner = visit(fragment.selectionSet, depth, new Set([...spreading, name]))
      }
      if (inner) return inner
    }
    return undefined
  }
  return visit(operation.selectionSet, 1, new Set()) ?? totals
}

/** The first limit the operation passes, or undefined when it keeps them all. */
export function limitViolation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
): GraphQLError | undefined {
  const measured = measure(document, operation)
  return measured instanceof GraphQLError ? measured : undefined
}
