/** A store whose load is shared: `pending` is the load in flight, if any. */
interface SharedLoad {
  readonly status: string
  readonly pending: Promise<void> | undefined
  load(): Promise<void>
  setPending(pending: Promise<void> | undefined): void
}

/** The store once loaded; callers asking while a load is in flight wait for the same request. */
export function ensureLoadedOnce(store: SharedLoad): Promise<void> {
  if (store.status === "loaded") return Promise.resolve()
  if (store.pending) return store.pending
  const pending: Promise<void> = store.load().finally(() => {
    if (store.pending === pending) store.setPending(undefined)
  })
  store.setPending(pending)
  return pending
}
