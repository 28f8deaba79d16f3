/**
 * The chosen time lives in the list's history entry (not in the list's state): back from the reservation form,
 * the list shows the same day and the same chosen time.
 */
export type ChosenTimeState = { chosenTime?: string }

export const chosenTimeState = (appointmentId: string | undefined): ChosenTimeState =>
  appointmentId ? { chosenTime: appointmentId } : {}

export function chosenTimeOf(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null) return undefined
  const { chosenTime } = state as Record<string, unknown>
  return typeof chosenTime === "string" ? chosenTime : undefined
}
