/**
 * The device's queues of work done without a connection, each one IndexedDB database with one
 * store: answers (answer-queue.ts, 'ascend-offline') and finished Play games (game-queue.ts,
 * 'ascend-offline-games'), each sent when the learner is back online.
 */
export interface OfflineStore {
  db: string;
  store: string;
  keyPath: string;
  autoIncrement?: boolean;
}

export const ANSWERS: OfflineStore = {
  db: 'ascend-offline',
  store: 'answers',
  keyPath: 'seq',
  autoIncrement: true,
};
// A database of its own, so the answers' database keeps its version (and its readers).
export const GAMES: OfflineStore = {
  db: 'ascend-offline-games',
  store: 'games',
  keyPath: 'client_id',
};

function openDb(s: OfflineStore): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(s.db, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(s.store, {
        keyPath: s.keyPath,
        autoIncrement: s.autoIncrement ?? false,
      });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** One request on the store, in its own transaction, resolved when the transaction completes. */
export async function runOn<T>(
  s: OfflineStore,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb(s);
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(s.store, mode);
      const request = work(tx.objectStore(s.store));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}
