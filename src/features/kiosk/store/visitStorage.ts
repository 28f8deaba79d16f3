import { KIOSK_ASSET_CACHE_PREFIX, KIOSK_BINDING_KEY } from "../../../domain/kiosk.ts"

/** The browser storages a visit may have used; the kiosk passes `window`'s, tests their own. */
export type VisitStorages = {
  localStorage: Storage
  sessionStorage: Storage
  indexedDB?: Pick<IDBFactory, "databases" | "deleteDatabase">
  caches?: Pick<CacheStorage, "keys" | "delete">
}

function deleteDatabase(factory: Pick<IDBFactory, "deleteDatabase">, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => resolve()
    request.onblocked = () => resolve()
  })
}

/**
 * Forgets every trace of a visit in the browser's storages: all of sessionStorage, localStorage but the kiosk's
 * binding, every IndexedDB database, and every Cache Storage cache but the built kiosk's own assets.
 */
export async function clearVisitStorage(storages: VisitStorages): Promise<void> {
  storages.sessionStorage.clear()
  const { localStorage } = storages
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i)
    if (key !== null && key !== KIOSK_BINDING_KEY) localStorage.removeItem(key)
  }
  const { indexedDB, caches } = storages
  if (indexedDB && typeof indexedDB.databases === "function") {
    const databases = await indexedDB.databases()
    await Promise.all(
      databases.flatMap((database) => (database.name ? [deleteDatabase(indexedDB, database.name)] : [])),
    )
  }
  if (caches) {
    const names = await caches.keys()
    await Promise.all(
      names.filter((name) => !name.startsWith(KIOSK_ASSET_CACHE_PREFIX)).map((name) => caches.delete(name)),
    )
  }
}
