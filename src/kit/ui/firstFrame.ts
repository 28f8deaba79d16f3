import { createContext, useContext } from "react"

/**
 * True while a view renders into the build's first frame (targets/shared/firstFrame.ts): HTML made once at build
 * time and shown before the target's code has run. A view leaves out there what is only known at run time (the
 * time of day), keeping its box so that nothing moves when the code takes over.
 */
export const FirstFrameContext = createContext(false)

export function useFirstFrame(): boolean {
  return useContext(FirstFrameContext)
}
