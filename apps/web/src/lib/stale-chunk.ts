const FLAG = 'ascend:stale-chunk-reload';
// A second failure within this window means a reload did not help: show the error instead of looping.
const WINDOW_MS = 60_000;

/**
 * After a deploy, an open tab may ask for chunk files that no longer exist. Reload once to get
 * the new index.html; the sessionStorage flag guarantees we never reload in a loop.
 * Returns true when a reload was started.
 */
export function reloadOnceForStaleChunk(now: number = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(FLAG) ?? 0);
    if (now - last < WINDOW_MS) return false;
    sessionStorage.setItem(FLAG, String(now));
  } catch {
    return false; // storage blocked: we could not remember the reload, so do not start one
  }
  window.location.reload();
  return true;
}

/** Vite raises `vite:preloadError` when a lazy chunk or its CSS fails to load. */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleChunk()) event.preventDefault();
  });
}
