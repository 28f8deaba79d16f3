import { isAlive, types, type Instance } from "mobx-state-tree"
import { isApiError } from "../../platform/api/errors.ts"
import { loadErrorKindOf, type LoadErrorKind } from "./loadError.ts"

export type LoadStatus = "idle" | "loading" | "loaded" | "error"

/** One load: its number (a newer load makes it stale) and the signal that cancels its request. */
export interface LoadTicket {
  readonly id: number
  readonly signal: AbortSignal
}

/** How a load ended for its caller. */
export type LoadOutcome<T> =
  | { readonly status: "loaded"; readonly value: T }
  | { readonly status: "error"; readonly errorKind: LoadErrorKind; readonly error: unknown }
  /** Cancelled (reset or cancel) with no newer load to wait for. */
  | { readonly status: "cancelled" }

export interface LoadOptions {
  /** A load of what is already on show: a loaded resource stays loaded (not loading) while the request runs. */
  refresh?: boolean
}

export interface RunOptions extends LoadOptions {
  /** Called in the same action that sets the error state; like `apply`, an action of the owner. */
  onError?(errorKind: LoadErrorKind, error: unknown): void
}

/**
 * The load state of one resource (idle, loading, loaded, error with its kind), for a store to hold as a child
 * (`types.optional(LoadableModel, {})`). Only the newest load counts: starting one cancels the request before
 * it, and an answer of an older load changes nothing, however late it comes. Nothing of it is in a snapshot.
 */
export const LoadableModel = types
  .model("Loadable", {})
  .volatile(() => ({
    status: "idle" as LoadStatus,
    /** Why the last load failed, while the status is error. */
    errorKind: undefined as LoadErrorKind | undefined,
    /** A request is out: a first load, or a refresh of a loaded resource (whose status stays loaded). */
    isBusy: false,
  }))
  .views((self) => ({
    get isLoading(): boolean {
      return self.status === "loading"
    },
    get isLoaded(): boolean {
      return self.status === "loaded"
    },
    get hasError(): boolean {
      return self.status === "error"
    },
  }))
  .actions((self) => {
    // Plain variables, not state: views never need them, and a snapshot must not hold them.
    let currentId = 0
    let controller: AbortController | undefined

    const isCurrent = (ticket: LoadTicket): boolean => ticket.id === currentId

    function settle() {
      controller = undefined
      self.isBusy = false
    }

    return {
      /** Starts a load, cancelling the one in flight. */
      begin(options: LoadOptions = {}): LoadTicket {
        controller?.abort()
        controller = new AbortController()
        currentId += 1
        self.isBusy = true
        if (!(options.refresh && self.status === "loaded")) {
          self.status = "loading"
          self.errorKind = undefined
        }
        return { id: currentId, signal: controller.signal }
      },
      /**
       * The load's answer arrived: `apply` stores it and the status becomes loaded, in one action, so no view
       * sees loaded without the data. False (and nothing applied) when a newer load or a cancel came since.
       */
      succeed(ticket: LoadTicket, apply?: () => void): boolean {
        if (!isCurrent(ticket)) return false
        apply?.()
        settle()
        self.status = "loaded"
        self.errorKind = undefined
        return true
      },
      /**
       * The load failed: the error state with its kind, or undefined when the load is stale. An aborted request
       * is not a failure: the status goes back to what it was before the load.
       */
      fail(ticket: LoadTicket, error: unknown, onError?: RunOptions["onError"]): LoadErrorKind | undefined {
        if (!isCurrent(ticket)) return undefined
        settle()
        if (isApiError(error, "aborted")) {
          currentId += 1
          if (self.status === "loading") self.status = "idle"
          return undefined
        }
        const kind = loadErrorKindOf(error)
        onError?.(kind, error)
        self.status = "error"
        self.errorKind = kind
        return kind
      },
      /** Cancels the load in flight; what was loaded stays. */
      cancel() {
        controller?.abort()
        currentId += 1
        settle()
        if (self.status === "loading") self.status = "idle"
      },
      /** Back to idle, cancelling any load in flight. */
      reset() {
        controller?.abort()
        currentId += 1
        settle()
        self.status = "idle"
        self.errorKind = undefined
      },
      beforeDestroy() {
        controller?.abort()
        currentId += 1
      },
    }
  })
  .actions((self) => {
    let latest: { id: number; outcome: Promise<LoadOutcome<unknown>> } | undefined

    async function settled<T>(
      ticket: LoadTicket,
      answer: Promise<T>,
      apply: (value: T) => void,
      onError: RunOptions["onError"],
    ): Promise<LoadOutcome<T>> {
      try {
        const value = await answer
        if (!isAlive(self)) return { status: "cancelled" }
        if (self.succeed(ticket, () => apply(value))) return { status: "loaded", value }
      } catch (error) {
        if (!isAlive(self)) return { status: "cancelled" }
        const errorKind = self.fail(ticket, error, onError)
        if (errorKind) return { status: "error", errorKind, error }
      }
      // Stale: a newer load took over, so the caller waits for that one and sees the state it leaves.
      if (latest && latest.id !== ticket.id) return latest.outcome as Promise<LoadOutcome<T>>
      return { status: "cancelled" }
    }

    return {
      /**
       * Loads: `request` is sent at once (within this action) with the load's abort signal; its answer goes to
       * `apply`, an action of the owner, unless a newer load has started since. The promise gives the outcome,
       * and for a load that a newer one replaced, the newer one's.
       */
      run<T>(
        request: (signal: AbortSignal) => Promise<T>,
        apply: (value: T) => void,
        options: RunOptions = {},
      ): Promise<LoadOutcome<T>> {
        const ticket = self.begin(options)
        let answer: Promise<T>
        try {
          answer = request(ticket.signal)
        } catch (error) {
          answer = Promise.reject(error)
        }
        const outcome = settled(ticket, answer, apply, options.onError)
        latest = { id: ticket.id, outcome }
        return outcome
      },
    }
  })

export interface Loadable extends Instance<typeof LoadableModel> {}
