import type { IAnyModelType, Instance } from "mobx-state-tree"

/**
 * The RootStore's area slots by name, with each slot's model type. A feature adds its own in its feature.ts
 * (`declare module "…/kit/stores/areas.ts" { interface AreaRegistry { booking: typeof BookingAreaModel } }`), so the
 * kit types every slot without importing a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface AreaRegistry {}

export type AreaName = keyof AreaRegistry & string
export type AreaOf<N extends AreaName> = AreaRegistry[N] extends IAnyModelType
  ? Instance<AreaRegistry[N]>
  : never

/** A slot's model, loaded with the first page that reads it (a feature manifest's `stores`). */
export type AreaLoader = () => Promise<IAnyModelType>
export type AreaLoaders = { readonly [N in AreaName]?: AreaLoader }

const loaders = new Map<AreaName, AreaLoader>()
const loading = new Map<AreaName, Promise<IAnyModelType>>()
const loaded = new Map<AreaName, IAnyModelType>()

/** The features' loaders, by slot (createRootStore gives them); an area is one feature's, whatever the target. */
export function provideAreaLoaders(given: AreaLoaders): void {
  for (const [name, loader] of Object.entries(given) as [AreaName, AreaLoader][]) loaders.set(name, loader)
}

/** Loads an area's model through its feature's loader, once (a load that failed is tried again next time). */
export function loadArea(name: AreaName): Promise<IAnyModelType> {
  const known = loading.get(name)
  if (known) return known
  const loader = loaders.get(name)
  if (!loader) return Promise.reject(new Error(`No feature of this target has the ${name} area`))
  const load = loader().then(
    (model) => {
      loaded.set(name, model)
      return model
    },
    (error: unknown) => {
      loading.delete(name)
      throw error
    },
  )
  loading.set(name, load)
  return load
}

/** The area's model, once loaded. */
export function loadedArea(name: AreaName): IAnyModelType | undefined {
  return loaded.get(name)
}
