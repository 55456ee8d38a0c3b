import { lazy, type ComponentType } from 'react';
import { reloadOnceForStaleChunk } from './stale-chunk.ts';

type PageModule = { default: ComponentType } | undefined;

// Resolves never: the page is reloading, so there is nothing to render meanwhile.
const reloading = () => new Promise<never>(() => {});

/**
 * React.lazy for a route screen exported as `default`. A failed chunk load first tries the
 * one-time reload; if that is not allowed, the error reaches the route's error element.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  return lazy(() =>
    load().then(
      // When the vite:preloadError handler cancels the error to reload, Vite resolves undefined.
      (module) => module ?? reloading(),
      (error: unknown) => {
        if (reloadOnceForStaleChunk()) return reloading();
        throw error;
      },
    ),
  );
}
