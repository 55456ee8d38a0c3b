import { lazy, type ComponentType } from 'react';
import { reloadOnceForStaleChunk } from './stale-chunk.ts';

/**
 * React.lazy for a route screen exported as `default`. A failed chunk load first tries the
 * one-time reload; if that is not allowed, the error reaches the route's error element.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reloadOnceForStaleChunk()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
