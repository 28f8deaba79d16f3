import { getRoot, getType, type IAnyStateTreeNode } from "mobx-state-tree"
import { getBrandConfig } from "../../platform/brand/config.ts"
import type { BrandConfig } from "../../platform/brand/types.ts"
import { DEFAULT_ENVIRONMENT, type Feature } from "../../domain/features.ts"
import { DEFAULT_LANG, type Lang } from "../../domain/language.ts"
import type { AreaName, AreaOf } from "./areas.ts"
import { isRootStoreType, type RootStore } from "./RootStore.ts"
import type { Session } from "./Session.ts"

// How a model reaches what the root holds. A model created on its own (some unit tests) has no root store: it
// gets no session, and the defaults below.

function rootStoreOf(node: IAnyStateTreeNode): RootStore | undefined {
  const root = getRoot(node)
  return isRootStoreType(getType(root)) ? (root as RootStore) : undefined
}

/** The session of the tree `node` is in. */
export function sessionOf(node: IAnyStateTreeNode): Session | undefined {
  return rootStoreOf(node)?.session
}

/** The page language: the session's, or the default one. */
export function langOf(node: IAnyStateTreeNode): Lang {
  return sessionOf(node)?.lang ?? DEFAULT_LANG
}

export function featuresOf(node: IAnyStateTreeNode): readonly Feature[] {
  return sessionOf(node)?.features ?? []
}

/** The brand of the session's environment (names, phone numbers, the reservation thresholds). */
export function brandConfigOf(node: IAnyStateTreeNode): BrandConfig {
  return getBrandConfig(sessionOf(node)?.environment ?? DEFAULT_ENVIRONMENT)
}

/** Another area's models, when that area is attached to the same tree. */
export function areaOf<N extends AreaName>(node: IAnyStateTreeNode, name: N): AreaOf<N> | undefined {
  return rootStoreOf(node)?.[name] as AreaOf<N> | undefined
}

/** Another area's models, attached first if its slot is empty (so only from an action); its model must be loaded. */
export function attachAreaOf<N extends AreaName>(node: IAnyStateTreeNode, name: N): AreaOf<N> | undefined {
  return rootStoreOf(node)?.attachArea(name)
}
