/** Spec section 9: the checkout script is tried 3 times, 1 s apart. */
export const SCRIPT_ATTEMPTS = 3;
export const SCRIPT_RETRY_MS = 1000;

function inject(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // A failed tag stays broken; remove it so the next attempt adds a fresh one.
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a script until `ready()` says its global exists, with up to `attempts` tries spaced by
 * `intervalMs`. Resolves true on success, false when every attempt failed.
 */
export async function loadScript(
  src: string,
  ready: () => boolean,
  { attempts = SCRIPT_ATTEMPTS, intervalMs = SCRIPT_RETRY_MS } = {},
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (ready()) return true;
    try {
      await inject(src);
      if (ready()) return true;
    } catch {
      // Retried below.
    }
    if (attempt < attempts) await sleep(intervalMs);
  }
  return ready();
}
