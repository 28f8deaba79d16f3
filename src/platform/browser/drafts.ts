// Unsent texts (a reply, a new conversation) kept in this tab's sessionStorage, so they survive a failed send, a
// reload and a session expiry; the user's own logout forgets them all. Stores reach them through StoreEnv.drafts,
// so the session's logout clears them without bringing any area's code into the first load.

/** Where drafts are kept: the tab's sessionStorage in a browser, memory in tests. */
export interface DraftStorage {
  read(key: string): string | undefined
  write(key: string, text: string): void
  remove(key: string): void
  /** Forgets every draft. */
  clear(): void
}

export const DRAFT_KEY_PREFIX = "portal.draft."

/** Drafts in sessionStorage under DRAFT_KEY_PREFIX; storage that is off or full (private mode) keeps nothing. */
export function sessionDraftStorage(
  storage: () => Storage | undefined = () => globalThis.sessionStorage,
): DraftStorage {
  const attempt = <T>(use: (storage: Storage) => T): T | undefined => {
    try {
      const target = storage()
      return target ? use(target) : undefined
    } catch {
      return undefined
    }
  }
  return {
    read: (key) => attempt((target) => target.getItem(DRAFT_KEY_PREFIX + key) ?? undefined),
    write: (key, text) => attempt((target) => target.setItem(DRAFT_KEY_PREFIX + key, text)),
    remove: (key) => attempt((target) => target.removeItem(DRAFT_KEY_PREFIX + key)),
    clear: () =>
      attempt((target) => {
        for (let index = target.length - 1; index >= 0; index--) {
          const key = target.key(index)
          if (key?.startsWith(DRAFT_KEY_PREFIX)) target.removeItem(key)
        }
      }),
  }
}

/** Drafts kept nowhere: the kiosk's, where visitors share one screen and keep nothing of one another's. */
export const NO_DRAFTS: DraftStorage = {
  read: () => undefined,
  write: () => {},
  remove: () => {},
  clear: () => {},
}

/** Drafts in a Map, for tests. */
export function memoryDraftStorage(): DraftStorage & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    read: (key) => entries.get(key),
    write: (key, text) => void entries.set(key, text),
    remove: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  }
}
