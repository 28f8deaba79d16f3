import { destroy, types, type IAnyModelType, type Instance, type SnapshotIn } from "mobx-state-tree"
import type { StoreEnv } from "../../platform/api/env.ts"
import {
  loadArea,
  loadedArea,
  provideAreaLoaders,
  type AreaLoaders,
  type AreaName,
  type AreaOf,
  type AreaRegistry,
} from "./areas.ts"
import { SessionModel } from "./Session.ts"

export type { AreaName, AreaOf } from "./areas.ts"

/** What every page needs: the session. The features' area slots join it (createRootStore). */
const RootBaseModel = types.model("RootStore", { session: types.optional(SessionModel, {}) })

type AreaSlots = { [N in AreaName]?: AreaOf<N> }

export interface RootStore extends Instance<typeof RootBaseModel>, AreaSlots {
  /** The areas this root has a slot for: those of its target's features. */
  readonly areaNames: readonly AreaName[]
  /** The area's models in this tree, created empty the first time; its model must have loaded (attachAreas). */
  attachArea<N extends AreaName>(name: N): AreaOf<N>
}

export type RootStoreSnapshot = SnapshotIn<typeof RootBaseModel> & {
  [N in AreaName]?: AreaRegistry[N] extends IAnyModelType ? SnapshotIn<AreaRegistry[N]> : never
}

/** A feature as the root sees it: the area slots it brings (its manifest's `stores`). */
export interface StoreFeature {
  readonly stores?: AreaLoaders
}

const noArea = types.optional(types.undefined, undefined)

/**
 * The slot of an area: empty until the area attaches, then its model. The dispatcher decides by the snapshot;
 * `types.maybe(types.late(…))` would not do: while the area's model has not loaded, the late type takes any
 * snapshot as valid, undefined too, so the union could pick it for an empty slot.
 */
function areaSlot(name: AreaName) {
  const area = types.late(`${name}Area`, () => loadedArea(name) as IAnyModelType)
  return types.union({ dispatcher: (snapshot) => (snapshot === undefined ? noArea : area) }, area, noArea)
}

const rootModels = new Map<string, IAnyModelType>()
const rootTypes = new WeakSet<IAnyModelType>()

/** The root's model for a set of slots: one per set, so that every visit of a kiosk has the same type. */
function rootModelOf(names: readonly AreaName[]): IAnyModelType {
  const key = names.join(" ")
  const known = rootModels.get(key)
  if (known) return known
  const model = RootBaseModel.props(Object.fromEntries(names.map((name) => [name, areaSlot(name)])))
    .views(() => ({
      get areaNames() {
        return names
      },
    }))
    .actions((self) => ({
      attachArea(name: AreaName) {
        const slots = self as unknown as Record<AreaName, unknown>
        if (!names.includes(name)) throw new Error(`No feature of this target has the ${name} area`)
        if (slots[name] === undefined) {
          if (!loadedArea(name)) throw new Error(`The ${name} area's model is not loaded (attachAreas)`)
          slots[name] = {}
        }
        return slots[name]
      },
    }))
  rootModels.set(key, model)
  rootTypes.add(model)
  return model
}

/** Whether a node's type is a root store's. */
export function isRootStoreType(type: unknown): boolean {
  return rootTypes.has(type as IAnyModelType)
}

/**
 * Both targets create their store here, with a slot for each area their features bring; the API clients come in
 * through the MST environment.
 */
export function createRootStore(
  env: StoreEnv,
  features: readonly StoreFeature[],
  snapshot: RootStoreSnapshot = {},
): RootStore {
  const loaders = Object.assign({}, ...features.map((feature) => feature.stores ?? {})) as AreaLoaders
  provideAreaLoaders(loaders)
  return rootModelOf(Object.keys(loaders) as AreaName[]).create(snapshot, env) as RootStore
}

/**
 * Loads the areas' models (through their features' loaders) and attaches them to the tree: a route calls it with
 * its page's code, so that the page finds its areas in its first render.
 */
export async function attachAreas(store: RootStore, names: readonly AreaName[]): Promise<void> {
  const missing = names.find((name) => !store.areaNames.includes(name))
  if (missing) throw new Error(`No feature of this target has the ${missing} area`)
  await Promise.all(names.map(loadArea))
  for (const name of names) store.attachArea(name)
}

/** Destroys the whole tree, attached areas too, so nothing about the previous visitor stays reachable (kiosk reset). */
export function disposeRootStore(store: RootStore): void {
  destroy(store)
}
