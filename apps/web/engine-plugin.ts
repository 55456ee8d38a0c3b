import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// The browser engine: Stockfish 19 "lite-single" (no threads, so no cross-origin isolation needed).
const files = ['stockfish-19-lite-single.js', 'stockfish-19-lite-single.wasm'];

/**
 * Copies the engine from node_modules/stockfish into public/engine/ before Vite serves or
 * builds, so it is served as /engine/… and runs as its own Web Worker. The GPL program is
 * shipped as a separate file next to our bundle, never imported into it; the copies are
 * git-ignored (apps/web/.gitignore).
 */
export function copyEngine(): Plugin {
  const copy = (root: string) => {
    const bin = path.dirname(
      createRequire(path.join(root, 'package.json')).resolve(
        'stockfish/bin/stockfish-19-lite-single.js',
      ),
    );
    const out = path.join(root, 'public', 'engine');
    mkdirSync(out, { recursive: true });
    for (const file of files) {
      const target = path.join(out, file);
      copyFileSync(path.join(bin, file), target);
    }
  };
  return {
    name: 'ascend-copy-engine',
    configResolved(config) {
      copy(config.root);
    },
  };
}
