import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { credits } from '../../apps/web/src/features/public/credits.ts';
import { currentNotices, noticesFile, shippedPackages } from './notices.ts';

const root = path.resolve(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

// Licences that may be combined with and distributed under AGPL-3.0-or-later.
const COMPATIBLE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'MPL-2.0',
  'CC0-1.0',
  '(MIT OR CC0-1.0)',
  'GPL-3.0',
  'GPL-3.0-or-later',
  'LGPL-3.0-or-later',
  'Python-2.0',
  'Unlicense',
]);

describe('third-party notices', () => {
  it('lists what the app ships and not the tools that build and test it', () => {
    const names = new Set(shippedPackages(lock).map((p) => p.name));
    for (const shipped of ['react', 'fastify', 'stockfish', 'chess.js', 'zod', 'pg', 'scheduler'])
      expect(names, shipped).toContain(shipped);
    for (const tool of ['vitest', '@playwright/test', 'eslint', 'vite', 'typescript', 'prettier'])
      expect(names, tool).not.toContain(tool);
  });

  it('every shipped package has a licence that AGPL-3.0-or-later can carry', () => {
    const odd = shippedPackages(lock).filter((p) => !COMPATIBLE.has(p.licence));
    expect(odd).toEqual([]);
  });

  it('every bundled work named on the credits page is in the repository', () => {
    for (const c of credits)
      for (const p of c.paths) expect(existsSync(path.join(root, p)), p).toBe(true);
  });

  it('the committed THIRD-PARTY-NOTICES.md is the one npm run notices writes', async () => {
    expect(readFileSync(noticesFile, 'utf8')).toBe(await currentNotices());
  });
});
