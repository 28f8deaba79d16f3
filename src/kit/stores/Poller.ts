import { getEnv, isAlive, types, type Instance } from "mobx-state-tree"
import type { StoreEnv } from "../../platform/api/env.ts"
import type { Timers } from "../../platform/browser/timers.ts"
import type { VisibilitySource } from "../../platform/browser/visibility.ts"
import { nowMsOf } from "../../platform/clock/clock.ts"

export interface PollOptions {
  intervalMs: number
  /** After a failure the wait grows: the interval times factor^(failures in a row), at most maxDelayMs. */
  backoff?: { factor: number; maxDelayMs: number }
  /** Stops after this many failures in a row (1: the spec's messaging polling, which stops after an error). */
  stopAfterFailures?: number
  /** Polls at once on start, rather than one interval later. */
  immediate?: boolean
}

/** One poll; it failed when it rejects or answers false. */
export type PollTask = () => Promise<unknown>

/** The wait before the next poll after `failures` failures in a row. */
export function pollDelay(options: PollOptions, failures: number): number {
  const { intervalMs, backoff } = options
  if (failures === 0 || !backoff) return intervalMs
  return Math.min(intervalMs * backoff.factor ** failures, backoff.maxDelayMs)
}

/**
 * Repeats a task (a list's or a thread's reload) while its owner lives: one interval after each poll ends, so
 * polls never overlap; paused while the page is hidden (a poll due meanwhile runs when it shows again); waiting
 * longer after failures, or stopping. Times come from the tree's clock (StoreEnv.now), its timers (StoreEnv.timers)
 * and the page's visibility (StoreEnv.visibility), so a test's fakes drive it. Destroying the owner destroys the
 * poller, which stops it.
 */
export const PollerModel = types
  .model("Poller", {})
  .volatile(() => ({
    isRunning: false,
    isPaused: false,
    isPolling: false,
    /** Failures in a row; a successful poll sets it back to 0. */
    failures: 0,
    /** Stopped because of failures (stopAfterFailures), rather than by its owner. */
    stoppedAfterFailure: false,
    /** When the last poll started and when the next is due (epoch ms by the tree's clock). */
    lastPollAt: undefined as number | undefined,
    dueAt: undefined as number | undefined,
  }))
  .actions((self) => ({
    markStarted(dueAt: number) {
      self.isRunning = true
      self.stoppedAfterFailure = false
      self.failures = 0
      self.dueAt = dueAt
    },
    markStopped(afterFailure: boolean) {
      self.isRunning = false
      self.stoppedAfterFailure = afterFailure
      self.dueAt = undefined
    },
    markPaused(paused: boolean) {
      self.isPaused = paused
    },
    markPolling(atMs: number) {
      self.isPolling = true
      self.lastPollAt = atMs
      self.dueAt = undefined
    },
    markPolled(succeeded: boolean): number {
      self.isPolling = false
      self.failures = succeeded ? 0 : self.failures + 1
      return self.failures
    },
    markDue(atMs: number) {
      self.dueAt = atMs
    },
  }))
  .actions((self) => {
    let task: PollTask | undefined
    let options: PollOptions = { intervalMs: 0 }
    let timer: unknown
    // the tree's timers, read when polling starts (a timer is cleared with the timers that set it)
    let timers: Timers | undefined
    let unsubscribe: (() => void) | undefined
    let inFlight: Promise<void> | undefined
    // Which start a poll belongs to: the outcome of a poll that ends after a stop or a new start is not counted.
    let generation = 0

    function clearTimer() {
      if (timer !== undefined) timers?.clearTimeout(timer)
      timer = undefined
    }

    function arm(delayMs: number) {
      clearTimer()
      if (!self.isRunning || self.isPaused || !timers) return
      timer = timers.setTimeout(() => {
        timer = undefined
        void poll()
      }, delayMs)
    }

    function halt(afterFailure = false) {
      generation += 1
      clearTimer()
      unsubscribe?.()
      unsubscribe = undefined
      if (isAlive(self)) self.markStopped(afterFailure)
    }

    /** Goes on after a pause or a poll of an earlier start: polls when due, or waits for the rest. */
    function resume() {
      if (!self.isRunning || self.isPaused || inFlight || timer !== undefined) return
      const remaining = (self.dueAt ?? 0) - nowMsOf(self)
      if (remaining <= 0) void poll()
      else arm(remaining)
    }

    async function run(current: PollTask, started: number): Promise<void> {
      let succeeded: boolean
      try {
        succeeded = (await current()) !== false
      } catch {
        succeeded = false
      }
      inFlight = undefined
      if (!isAlive(self)) return
      if (started !== generation) {
        // stopped or started afresh while this poll ran: its outcome is not the new start's
        self.markPolled(true)
        return resume()
      }
      const failures = self.markPolled(succeeded)
      if (options.stopAfterFailures !== undefined && failures >= options.stopAfterFailures) return halt(true)
      const delay = pollDelay(options, failures)
      self.markDue(nowMsOf(self) + delay)
      arm(delay)
    }

    function poll(): Promise<void> {
      if (inFlight) return inFlight
      if (!task || !self.isRunning || self.isPaused) return Promise.resolve()
      clearTimer()
      self.markPolling(nowMsOf(self))
      inFlight = run(task, generation)
      return inFlight
    }

    function visibilityChanged(visibility: VisibilitySource) {
      if (!isAlive(self)) return
      self.markPaused(visibility.isHidden())
      if (self.isPaused) clearTimer()
      else resume()
    }

    return {
      /** Starts polling `pollTask` (again, afresh, if it was running or had stopped after failures). */
      start(pollTask: PollTask, pollOptions: PollOptions) {
        halt()
        task = pollTask
        options = pollOptions
        const env = getEnv<StoreEnv>(self)
        timers = env.timers
        const { visibility } = env
        unsubscribe = visibility.subscribe(() => visibilityChanged(visibility))
        self.markPaused(visibility.isHidden())
        const delay = pollOptions.immediate ? 0 : pollOptions.intervalMs
        self.markStarted(nowMsOf(self) + delay)
        if (pollOptions.immediate && !self.isPaused) void poll()
        else arm(delay)
      },
      /** Polls now, unless a poll is running (then its promise); the interval counts from this poll's end. */
      pollNow(): Promise<void> {
        return poll()
      },
      /** Stops; a poll in flight finishes, but nothing follows it. */
      stop() {
        halt()
        task = undefined
      },
      beforeDestroy() {
        halt()
        task = undefined
      },
    }
  })

export interface Poller extends Instance<typeof PollerModel> {}
