import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, layers, readModuleGraph, type Graph } from './module-graph.ts';

const graphOf = (edges: Record<string, string[]>): Graph =>
  new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));

describe('findCycles', () => {
  it.each([
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
    ['a two-way pair', { a: ['b'], b: ['a'] }, [['a', 'b']]],
    ['a self-import', { a: ['a'] }, [['a']]],
    [
      "the issue's first cycle",
      {
        users: ['hearts', 'leaderboard', 'subscription', 'habit'],
        leaderboard: ['users'],
        hearts: ['subscription'],
        subscription: ['notifications'],
        notifications: ['habit'],
        habit: ['notifications'],
        curriculum: [],
      },
      [
        ['habit', 'notifications'],
        ['leaderboard', 'users'],
      ],
    ],
    [
      'a three-module ring beside an acyclic part',
      { exercises: ['orion'], orion: ['puzzles'], puzzles: ['exercises'], review: ['puzzles'] },
      [['exercises', 'orion', 'puzzles']],
    ],
  ])('%s', (_name, edges, cycles) => {
    expect(findCycles(graphOf(edges)).sort()).toEqual(cycles);
  });
});

describe('layers', () => {
  it('puts a module one layer above the highest it imports', () => {
    const graph = graphOf({ exercises: ['curriculum', 'hearts'], hearts: [], curriculum: [] });
    expect(layers(graph)).toEqual([['curriculum', 'hearts'], ['exercises']]);
  });
});

describe('importsOf', () => {
  it('reads static, type-only, re-exported and dynamic imports', () => {
    const source = `import { a } from './a.ts';
import type { B } from '../b/index.ts';
import {
  c,
  type D,
} from '../c/inner.ts';
export { e } from './e.ts';
const f = await import('./f.ts');`;
    expect(importsOf(source)).toEqual([
      './a.ts',
      '../b/index.ts',
      '../c/inner.ts',
      './e.ts',
      './f.ts',
    ]);
  });
});

describe('readModuleGraph', () => {
  const tree = (files: Record<string, string>): string => {
    const src = mkdtempSync(join(tmpdir(), 'module-graph-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(src, path)), { recursive: true });
      writeFileSync(join(src, path), text);
    }
    return src;
  };

  it('draws an edge per module imported through its face and reports a deep import', () => {
    const src = tree({
      'modules/a/service.ts': `import { b } from '../b/index.ts';\nimport { c } from '../c/inner.ts';`,
      'modules/a/service.test.ts': `import { x } from '../d/index.ts';`,
      'modules/b/index.ts': `export const b = 1;`,
      'modules/c/inner.ts': `export const c = 1;`,
      'modules/d/index.ts': `export const x = 1;`,
      'jobs/handlers.ts': `import { y } from '../modules/d/deep.ts';`,
    });
    const { graph, deepImports } = readModuleGraph(src);
    expect([...graph.get('a')!].sort()).toEqual(['b', 'c']);
    expect(deepImports).toEqual([
      { file: 'jobs/handlers.ts', specifier: '../modules/d/deep.ts' },
      { file: 'modules/a/service.ts', specifier: '../c/inner.ts' },
    ]);
  });
});
