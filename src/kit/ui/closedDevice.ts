import { createContext, useContext } from "react"

/**
 * A closed device (the lobby kiosk) has no way back from another site or a new tab: views that would link out
 * (the public practitioner profile, the terms in a new tab) say where to find it instead. It also brings an
 * on-screen keyboard of its own: its forms' text fields raise no system keyboard (inputmode none).
 */
export const ClosedDeviceContext = createContext(false)

export function useClosedDevice(): boolean {
  return useContext(ClosedDeviceContext)
}
