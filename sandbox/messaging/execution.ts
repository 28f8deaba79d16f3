// Runs an operation so that a large answer neither holds the server from other requests nor grows past the
// response limit (contracts/messaging.graphql, RESPONSE_TOO_LARGE): the fields are resolved a few hundred a turn,
// in the order they were asked for, other requests running between turns; once the text read passes the limit,
// the execution stops.
import { Buffer } from "node:buffer"
import {
  defaultFieldResolver,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFieldResolver,
} from "graphql"
import { MESSAGING_LIMITS } from "./limits.ts"

/** Fields resolved in one turn; the rest wait in line for the next, after the other requests' turn. */
const FIELDS_PER_TURN = 500

export type SharedExecution =
  | { result: ExecutionResult; json: string }
  /** The answer would be larger than MESSAGING_LIMITS.maxResponseBytes. */
  | { tooLarge: true }

const TOO_LARGE: SharedExecution = { tooLarge: true }

/** Resolutions waiting for a turn, first in first out; each runs one field's resolver. */
function turns(perTurn: number) {
  let waiting: (() => void)[] = []
  let next = 0
  let resolved = 0
  let scheduled = false
  let stopped = false
  const run = () => {
    scheduled = false
    resolved = 0
    while (!stopped && next < waiting.length && resolved < perTurn) waiting[next++]!()
    if (next === waiting.length || stopped) {
      waiting = []
      next = 0
    } else schedule()
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(run)
  }
  return {
    /** Runs `resolve` now if this turn has room and no one waits, else in line; counts it as one of the turn's. */
    take<T>(resolve: () => T): T | Promise<T> {
      if (resolved < perTurn && next === waiting.length) {
        resolved += 1
        return resolve()
      }
      return new Promise<T>((fulfil, reject) => {
        waiting.push(() => {
          resolved += 1
          try {
            fulfil(resolve())
          } catch (error) {
            reject(error)
          }
        })
        schedule()
      })
    },
    stop() {
      stopped = true
    },
  }
}

/**
 * graphql's execute with its default resolvers, in turns, and the answer as JSON text unless it passes the
 * response limit. The strings are counted as they are read (less than the answer's size, never more), so a
 * query over a lot of stored text stops early rather than building it all.
 */
export async function executeShared(
  args: Omit<ExecutionArgs, "fieldResolver" | "abortSignal">,
): Promise<SharedExecution> {
  const stop = new AbortController()
  const line = turns(FIELDS_PER_TURN)
  let textBytes = 0
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, fieldArgs, context, info) =>
    line.take(() => {
      if (stop.signal.aborted) return null
      const value: unknown = defaultFieldResolver(source, fieldArgs, context, info)
      if (typeof value === "string") {
        textBytes += Buffer.byteLength(value)
        if (textBytes > MESSAGING_LIMITS.maxResponseBytes) {
          line.stop()
          stop.abort()
        }
      }
      return value
    })

  let result: ExecutionResult
  try {
    result = await execute({ ...args, fieldResolver, abortSignal: stop.signal })
  } catch (error) {
    if (stop.signal.aborted) return TOO_LARGE
    throw error
  }
  if (stop.signal.aborted) return TOO_LARGE
  const json = JSON.stringify(result)
  return Buffer.byteLength(json) > MESSAGING_LIMITS.maxResponseBytes ? TOO_LARGE : { result, json }
}
