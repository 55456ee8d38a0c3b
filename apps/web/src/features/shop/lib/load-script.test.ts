import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, SCRIPT_ATTEMPTS, SCRIPT_RETRY_MS } from './load-script.ts';

interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove: () => void;
}

/** A document whose <script> tags fail `failures` times, then load and define the global. */
function fakeDocument(failures: number) {
  const appended: { src: string; at: number }[] = [];
  let defined = false;
  vi.stubGlobal('document', {
    createElement: (): FakeScript => ({
      src: '',
      async: false,
      onload: null,
      onerror: null,
      remove: () => {},
    }),
    head: {
      appendChild(script: FakeScript) {
        appended.push({ src: script.src, at: Date.now() });
        const fail = appended.length <= failures;
        setTimeout(() => {
          if (fail) script.onerror?.();
          else {
            defined = true;
            script.onload?.();
          }
        }, 10);
      },
    },
  });
  return { appended, ready: () => defined };
}

describe('loadScript (spec: 3 attempts, 1 s apart)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it.each([
    [0, true, 1],
    [2, true, 3],
    [3, false, 3],
  ])('after %i failures it resolves %s having tried %i times', async (failures, loaded, tries) => {
    vi.useFakeTimers();
    const doc = fakeDocument(failures);
    const done = loadScript('/checkout.js', doc.ready);
    await vi.runAllTimersAsync();
    expect(await done).toBe(loaded);
    expect(doc.appended).toHaveLength(tries);
    expect(doc.appended.every((a) => a.src === '/checkout.js')).toBe(true);
    // Each retry waits the interval after the previous failure came back.
    for (let i = 1; i < doc.appended.length; i++) {
      expect(doc.appended[i]!.at - doc.appended[i - 1]!.at).toBeGreaterThanOrEqual(SCRIPT_RETRY_MS);
    }
  });

  it('does not load again when the checkout is already on the page', async () => {
    const doc = fakeDocument(0);
    expect(await loadScript('/checkout.js', () => true)).toBe(true);
    expect(doc.appended).toHaveLength(0);
    expect(SCRIPT_ATTEMPTS).toBe(3);
  });
});
