import type { Storage } from 'redux-persist';

/**
 * localStorage behind redux-persist's async storage interface. Written here because the
 * package's own `redux-persist/lib/storage` is CommonJS whose default export does not survive
 * the ESM build (it arrives as a module object without getItem).
 */
export const localPersistStorage: Storage = {
  getItem: (key: string) => Promise.resolve(localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(localStorage.removeItem(key)),
};
