import { useSyncExternalStore } from 'react';

/**
 * The few auth facts the public shell needs (is someone signed in, verified), readable without
 * loading Redux: the marketing pages must stay light, so the store is a lazy chunk. Seeded from
 * redux-persist's saved state, then kept in step by app/store.ts once the store exists.
 */
export interface AuthSnapshot {
  authorized: boolean;
  isVerified: boolean;
  /** Whether the account details are known (only then does isVerified mean anything). */
  hasUser: boolean;
}

export const PERSIST_KEY = 'persist:auth';
const signedOut: AuthSnapshot = { authorized: false, isVerified: false, hasUser: false };

/** redux-persist saves each field as its own JSON string inside one JSON object. */
export function readPersistedAuth(raw: string | null): AuthSnapshot {
  if (!raw) return signedOut;
  try {
    const saved = JSON.parse(raw) as Record<string, string | undefined>;
    const field = (key: string): unknown =>
      saved[key] === undefined ? null : JSON.parse(saved[key]);
    return {
      authorized: field('authorized') === true,
      isVerified: field('isVerified') === true,
      hasUser: field('user') !== null,
    };
  } catch {
    return signedOut;
  }
}

function initial(): AuthSnapshot {
  try {
    return readPersistedAuth(localStorage.getItem(PERSIST_KEY));
  } catch {
    return signedOut;
  }
}

let snapshot = initial();
const listeners = new Set<() => void>();

export function publishAuth(next: AuthSnapshot): void {
  if (
    next.authorized === snapshot.authorized &&
    next.isVerified === snapshot.isVerified &&
    next.hasUser === snapshot.hasUser
  )
    return;
  snapshot = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAuthSnapshot(): AuthSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}
