import type { IAnyModelType } from "mobx-state-tree"

/**
 * The feature areas. Each is a module (src/stores/<area>/area.ts) that its pages bring along; it registers its
 * model here when it loads, and the root attaches it to the one tree on first use (RootStore.attachArea).
 */
export const AREA_NAMES = [
  "booking",
  "insurance",
  "appointments",
  "front",
  "account",
  "kiosk",
  "profile",
  "messaging",
  "records",
  "prescriptions",
  "questionnaires",
  "certificates",
  "occupational",
  "payment",
  "invoices",
] as const
export type AreaName = (typeof AREA_NAMES)[number]

const registered = new Map<AreaName, IAnyModelType>()

/** Called once by an area's module as it loads; answers the name, for the area's hook to attach by. */
export function registerArea<N extends AreaName>(name: N, model: IAnyModelType): N {
  registered.set(name, model)
  return name
}

/** The area's model, once its module has loaded. */
export function registeredArea(name: AreaName): IAnyModelType | undefined {
  return registered.get(name)
}
