// What a query may read, counted before it runs (contracts/messaging.graphql, "Cost"), as GitHub's node limit and
// Shopify's query cost count it: every field that selects objects counts once for each time it may be read, and a
// list's `pagination.limit` multiplies the count of the list and of everything under it. Scalars count nothing;
// lists without a `pagination` argument (participants, attachments) count as one object each.
//
// The walk sees every selection once per place it is used, which limits.ts has already bounded (200 fields with
// fragments expanded, 8 levels), so it costs next to nothing however large the numbers it multiplies.
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"
import { LIST_LIMITS, MESSAGING_LIMITS, fragmentsOf, limitError } from "./limits.ts"

const PAGINATION_ARGUMENT = "pagination"
/** A list of this schema whose field is not in LIST_LIMITS (not a field of the schema: validation refuses it). */
const UNKNOWN_LIST_LIMIT = Math.min(...Object.values(LIST_LIMITS))

type Values = Record<string, unknown>

/** The operation's variables as the request gives them, with the operation's defaults for those it leaves out. */
function variableValues(operation: OperationDefinitionNode, given: Values | undefined): Values {
  const values: Values = {}
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) {
      values[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue)
    }
  }
  return { ...values, ...given }
}

/**
 * The `pagination.limit` a field is asked with: undefined for a field without a `pagination` argument, and 1 for
 * one that is not a positive whole number (coercion or the field itself refuses it before anything is read).
 */
function paginationLimit(field: FieldNode, values: Values): number | undefined {
  const argument = field.arguments?.find((node) => node.name.value === PAGINATION_ARGUMENT)
  if (!argument) return undefined
  const pagination = valueFromASTUntyped(argument.value, values)
  const limit =
    typeof pagination === "object" && pagination !== null ? (pagination as Values).limit : undefined
  return typeof limit === "number" && Number.isInteger(limit) && limit > 1 ? limit : 1
}

/**
 * The operation's cost, or the limit it passes: MAX_LIMIT_EXCEEDED for a list asked for more than its maximum,
 * MAX_COST_EXCEEDED for a cost over MESSAGING_LIMITS.maxCost.
 */
export function operationCost(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Values | undefined,
): number | GraphQLError {
  const fragments = fragmentsOf(document)
  const values = variableValues(operation, variables)
  const visit = (
    selectionSet: SelectionSetNode,
    reads: number,
    spreading: ReadonlySet<string>,
  ): number | GraphQLError => {
    let total = 0
    for (const selection of selectionSet.selections) {
      let inner: number | GraphQLError = 0
      if (selection.kind === Kind.FIELD) {
        // a scalar or an enum: no objects
        if (!selection.selectionSet) continue
        const name = selection.name.value
        const limit = paginationLimit(selection, values)
        const maximum = LIST_LIMITS[name] ?? UNKNOWN_LIST_LIMIT
        if (limit !== undefined && limit > maximum) {
          return limitError("MAX_LIMIT_EXCEEDED", `${name} takes a pagination.limit of at most ${maximum}`)
        }
        const times = reads * (limit ?? 1)
        const under = visit(selection.selectionSet, times, spreading)
        inner = typeof under === "number" ? times + under : under
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = visit(selection.selectionSet, reads, spreading)
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        // an unknown or cyclic spread is validation's to report
        if (fragment && !spreading.has(name))
          inner = visit(fragment.selectionSet, reads, new Set([...spreading, name]))
      }
      if (inner instanceof GraphQLError) return inner
      total += inner
    }
    return total
  }
  const cost = visit(operation.selectionSet, 1, new Set())
  if (typeof cost === "number" && cost > MESSAGING_LIMITS.maxCost) {
    return limitError(
      "MAX_COST_EXCEEDED",
      `This operation may read ${cost} objects; a request may read at most ${MESSAGING_LIMITS.maxCost}`,
    )
  }
  return cost
}
