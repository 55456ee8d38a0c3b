// The server's module graph: which module under apps/server/src/modules/ imports which, read
// from the import statements. It fails on a cycle, on an import of another module's inner file
// (the public face is its index.ts), and — with --check — when docs/architecture/modules.md does
// not show the graph as it is. `--write` regenerates that page. Run by `npm run lint`.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export type Graph = Map<string, Set<string>>;

/** Every cycle's members, as strongly connected components of more than one node (or a self-loop). */
export function findCycles(graph: Graph): string[][] {
  // Tarjan's algorithm; the graph is a few dozen nodes, so recursion depth is no concern.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return cycles;
}

/** Layers from the bottom: a module's layer is one more than the highest layer it imports. */
export function layers(graph: Graph): string[][] {
  const depth = new Map<string, number>();
  const depthOf = (node: string): number => {
    const known = depth.get(node);
    if (known !== undefined) return known;
    depth.set(node, 0); // guards a cycle; callers check findCycles first
    let d = 0;
    for (const next of graph.get(node) ?? []) d = Math.max(d, depthOf(next) + 1);
    depth.set(node, d);
    return d;
  };
  const result: string[][] = [];
  for (const node of [...graph.keys()].sort()) (result[depthOf(node)] ??= []).push(node);
  return result.map((row) => row ?? []);
}

const importPattern = /(?:import|export)\s[^'"`;]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The specifiers a TypeScript source imports (static, re-exports and dynamic `import('…')`). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) found.push(match[1] ?? match[2]!);
  return found;
}

export interface Violation {
  file: string;
  specifier: string;
}

export interface ModuleGraph {
  graph: Graph;
  /** Imports that reach past another module's index.ts. */
  deepImports: Violation[];
}

const isTest = (file: string): boolean => /\.test\.ts$/.test(file);

function walk(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...walk(path));
    else if (path.endsWith('.ts')) files.push(path);
  }
  return files;
}

/**
 * Reads apps/server/src. Production files give the graph's edges (a test may set up another
 * module's data, but it does not make its module depend on it); every file, tests included, is
 * held to the entry rule.
 */
export function readModuleGraph(srcDir: string): ModuleGraph {
  const modulesDir = join(srcDir, 'modules');
  const moduleOf = (file: string): string | undefined => {
    const rel = relative(modulesDir, file);
    if (rel.startsWith('..') || !rel.includes(sep)) return undefined;
    return rel.split(sep)[0];
  };
  const graph: Graph = new Map();
  for (const name of readdirSync(modulesDir)) {
    if (statSync(join(modulesDir, name)).isDirectory()) graph.set(name, new Set());
  }
  const deepImports: Violation[] = [];
  for (const file of walk(srcDir)) {
    const from = moduleOf(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      const to = moduleOf(target);
      if (to === undefined || to === from) continue;
      if (target !== join(modulesDir, to, 'index.ts')) {
        deepImports.push({ file: relative(srcDir, file), specifier });
      }
      if (from !== undefined && !isTest(file)) graph.get(from)!.add(to);
    }
  }
  return { graph, deepImports };
}

/** Where each module sits in the product; a new module must be placed here (the check says so). */
export const domains: Record<string, readonly string[]> = {
  'Core learning loop': [
    'curriculum',
    'lessons',
    'exercises',
    'hearts',
    'review',
    'puzzles',
    'puzzle-runs',
    'offline',
    'play',
  ],
  'Habit and social': [
    'habit',
    'leaderboard',
    'leagues',
    'notifications',
    'push',
    'profile',
    'announcement',
  ],
  Accounts: ['users'],
  Commerce: ['subscription'],
  Orion: ['orion', 'orion-games', 'orion-accounts'],
  Operations: ['admin', 'health', 'contact', 'dev-clock', 'dev-mailbox'],
};

/** Modules the domain table does not place, and places naming no module. */
export function unplaced(graph: Graph): string[] {
  const placed = new Set(Object.values(domains).flat());
  return [
    ...[...graph.keys()].filter((m) => !placed.has(m)).map((m) => `${m} has no domain`),
    ...[...placed].filter((m) => !graph.has(m)).map((m) => `${m} is not a module`),
  ];
}

/** The documentation page: the modules by domain and layer, and a mermaid graph. */
export function renderPage(graph: Graph): string {
  const layerOf = new Map<string, number>();
  layers(graph).forEach((row, depth) => row.forEach((m) => layerOf.set(m, depth)));
  const list = (targets: Iterable<string>): string =>
    [...targets]
      .sort()
      .map((m) => `\`${m}\``)
      .join(', ') || '—';
  const id = (m: string): string => m.replace(/-/g, '_');
  const lines = [
    '# Server modules',
    '',
    'Generated by `npx tsx scripts/module-graph.ts --write` from the imports under',
    '`apps/server/src/modules/` (production files; tests may set up any module through its',
    'face). `npm run lint` fails when this page is stale, when the graph has a cycle, or when a',
    "file imports another module's inner file instead of its `index.ts`. The rules: ADR 0039.",
    '',
    'A module imports only modules of a lower layer (layer 0 imports none). What follows an',
    "event in another module is that module's subscriber (`src/events.ts`, listed once in",
    '`src/modules/subscribers.ts`), so the raising module does not import it.',
    '',
  ];
  for (const [domain, members] of Object.entries(domains)) {
    lines.push(`## ${domain}`, '', '| module | layer | imports |', '| --- | --- | --- |');
    for (const m of [...members].sort()) {
      lines.push(`| \`${m}\` | ${layerOf.get(m) ?? '?'} | ${list(graph.get(m) ?? [])} |`);
    }
    lines.push('');
  }
  lines.push('## Graph', '', '```mermaid', 'graph BT');
  for (const [domain, members] of Object.entries(domains)) {
    lines.push(`  subgraph ${id(domain.toLowerCase().replace(/ /g, '_'))}[${domain}]`);
    for (const m of [...members].sort()) lines.push(`    ${id(m)}[${m}]`);
    lines.push('  end');
  }
  for (const [node, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    for (const to of [...targets].sort()) lines.push(`  ${id(node)} --> ${id(to)}`);
  }
  lines.push('```', '');
  return lines.join('\n');
}

async function main(args: string[]): Promise<number> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { graph, deepImports } = readModuleGraph(join(root, 'apps/server/src'));
  const pagePath = join(root, 'docs/architecture/modules.md');
  let failed = false;
  for (const cycle of findCycles(graph)) {
    console.error(`module cycle: ${cycle.join(' ⇄ ')}`);
    failed = true;
  }
  for (const problem of unplaced(graph)) {
    console.error(`scripts/module-graph.ts domains: ${problem}`);
    failed = true;
  }
  for (const { file, specifier } of deepImports) {
    console.error(`${file}: imports '${specifier}'; import the module's index.ts`);
    failed = true;
  }
  if (failed) return 1;
  // Formatted as `prettier --check` wants it, so the page passes both checks.
  const options = await prettier.resolveConfig(pagePath);
  const page = await prettier.format(renderPage(graph), { ...options, parser: 'markdown' });
  if (args.includes('--write')) {
    writeFileSync(pagePath, page);
  } else if (args.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(pagePath, 'utf8');
    } catch {
      // a missing page is a stale page
    }
    if (current !== page) {
      console.error(
        'docs/architecture/modules.md is stale: run npx tsx scripts/module-graph.ts --write',
      );
      return 1;
    }
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
