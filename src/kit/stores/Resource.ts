import type { LoadOutcome } from "./Loadable.ts"
import { OneLoadModel } from "./OneLoad.ts"
import type { Lang } from "../../domain/language.ts"
import { langOf } from "./rootAccess.ts"

/**
 * One resource of a page, loaded by its key (a visit's id, a result day's date, an invoice's id; "" for an
 * overview): the load state and the answer. Another key clears what was on show; the same key again (a language switch, a
 * retry) keeps it on show until the new answer. The answer is volatile: nothing of a patient's records or invoices
 * goes into a snapshot.
 */
export function resourceModel<T>(name: string) {
  return OneLoadModel.named(name)
    .props({ key: "" })
    .volatile(() => ({
      data: undefined as T | undefined,
    }))
    .views((self) => ({
      /** The page language, which the calls ask in. */
      get lang(): Lang {
        return langOf(self)
      },
      /** The answer for `key`, once it is in. */
      dataFor(key: string): T | undefined {
        return self.key === key ? self.data : undefined
      },
      /** spec messaging §8: a 404 is the page's own 'not found' state ('Visit was not found', 'Invoice not found'). */
      get isNotFound(): boolean {
        return self.loadState.hasError && self.loadState.errorKind === "notFound"
      },
    }))
    .actions((self) => ({
      receive(data: T) {
        self.data = data
      },
      clear() {
        self.loadState.reset()
        self.data = undefined
      },
    }))
    .actions((self) => ({
      /** Loads `key` with `request`, cancelling a load in flight. */
      loadFor(key: string, request: (signal: AbortSignal) => Promise<T>): Promise<LoadOutcome<T>> {
        if (self.key !== key) {
          self.clear()
          self.key = key
        }
        return self.loadState.run(request, self.receive, { refresh: self.data !== undefined })
      },
    }))
}
