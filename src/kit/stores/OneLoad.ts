import { types } from "mobx-state-tree"
import { LoadableModel, type Loadable, type LoadStatus } from "./Loadable.ts"

/**
 * The base of a store with one load (a page's list, an overview, a check): its load state, the kit's Loadable.
 * A store whose page has states the spec names on its own (no-occupational-healthcare, maintenance…) builds on this
 * and maps the load's status to them; the others build on `OneLoadModel`.
 */
export const LoadOwnerModel = types.model("LoadOwner", {
  loadState: types.optional(LoadableModel, {}),
})

/**
 * A store with one load whose page state is the load's status: idle, loading, loaded or error. A store builds on it
 * with `OneLoadModel.named("PrescriptionList").props(…)`.
 */
export const OneLoadModel = LoadOwnerModel.named("OneLoad").views((self) => ({
  get status(): LoadStatus {
    return self.loadState.status
  },
}))

/**
 * The page state of a load whose answer names a state of its own (spec: no-occupational-healthcare, unauthorized,
 * appointment-not-found…): the load's status until the answer is in, then the answer's state, where `ok` (the
 * answer's word for a page to show) is the page loaded.
 */
export function answeredStatus<S extends string, Ok extends S>(
  load: Loadable,
  answerState: S | undefined,
  ok: Ok,
): LoadStatus | Exclude<S, Ok> {
  if (load.status !== "loaded" || answerState === ok) return load.status
  // a loaded page always has its answer; without one it has nothing to show
  return answerState === undefined ? "error" : (answerState as Exclude<S, Ok>)
}
