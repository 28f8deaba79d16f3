import { KIOSK_BINDING_KEY } from "../../../domain/kiosk.ts"
import { ENVIRONMENTS, type Environment } from "../../../domain/features.ts"

/**
 * What staff bind a kiosk to, once: one clinic of one environment (and so one brand). No personal data; it
 * stays in the device's localStorage across visits and reloads.
 */
export type KioskBinding = { clinicId: string; clinicName: string; environment: Environment }

function isBinding(value: unknown): value is KioskBinding {
  if (typeof value !== "object" || value === null) return false
  const { clinicId, clinicName, environment } = value as Record<string, unknown>
  return (
    typeof clinicId === "string" &&
    clinicId.length > 0 &&
    typeof clinicName === "string" &&
    (ENVIRONMENTS as readonly unknown[]).includes(environment)
  )
}

export function readBinding(storage: Storage): KioskBinding | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KIOSK_BINDING_KEY) ?? "null")
    return isBinding(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

export function saveBinding(storage: Storage, binding: KioskBinding): void {
  const { clinicId, clinicName, environment } = binding
  storage.setItem(KIOSK_BINDING_KEY, JSON.stringify({ clinicId, clinicName, environment }))
}

export function clearBinding(storage: Storage): void {
  storage.removeItem(KIOSK_BINDING_KEY)
}
