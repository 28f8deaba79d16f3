import { lazy, useState, type ComponentType } from "react"

/**
 * A component whose code loads apart, like React.lazy, which its page can ask for ahead of the first render
 * (`preload`). Loaded by then, it renders at once: React.lazy would suspend for a moment even then (its promise
 * settles a microtask later), showing the boundary's fallback and committing twice.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a chunk that failed to load (offline) is asked for again next time
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(async () => ({ default: await preload() }))
  function Preloaded(props: P) {
    // One component for the instance's life: going from the lazy one to the loaded one would mount it anew
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Shown {...props} />
  }
  return { Component: Preloaded, preload }
}
