// `npm run notices` writes THIRD-PARTY-NOTICES.md: the engines, networks, data and art Ascend
// bundles (apps/web/src/features/public/credits.ts) and every npm package the app ships, with
// its licence, read from package-lock.json. `--check` fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { credits, PROJECT_LICENCE } from '../../apps/web/src/features/public/credits.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface LockEntry {
  name?: string;
  version?: string;
  license?: string;
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface ShippedPackage {
  name: string;
  version: string;
  licence: string;
}

/**
 * The npm packages the app ships: the `dependencies` (not devDependencies) of every workspace
 * and everything they depend on, resolved as Node does (nearest node_modules up the tree).
 */
export function shippedPackages(lock: { packages: Record<string, LockEntry> }): ShippedPackage[] {
  const packages = lock.packages;
  const resolve = (from: string, name: string): string | undefined => {
    let dir = from;
    for (;;) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!dir) return undefined;
      const up = dir.lastIndexOf('/node_modules/');
      dir = up === -1 ? '' : dir.slice(0, up);
    }
  };
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (from: string, deps: Record<string, string> | undefined) => {
    for (const name of Object.keys(deps ?? {})) {
      let at = resolve(from, name);
      if (!at) continue; // an optional or peer dependency not installed
      const entry = packages[at]!;
      if (entry.link && entry.resolved) at = entry.resolved; // a workspace: follow its own deps
      if (seen.has(at)) continue;
      seen.add(at);
      queue.push(at);
    }
  };
  for (const [at, entry] of Object.entries(packages)) {
    if (at && !at.includes('node_modules')) visit(at, entry.dependencies);
  }
  while (queue.length) {
    const at = queue.shift()!;
    const entry = packages[at]!;
    visit(at, { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies });
  }
  const out = new Map<string, ShippedPackage>();
  for (const at of seen) {
    if (!at.includes('node_modules/')) continue; // our own workspaces
    const entry = packages[at]!;
    const name = entry.name ?? at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const version = entry.version ?? '?';
    out.set(`${name}@${version}`, { name, version, licence: entry.license ?? 'UNKNOWN' });
  }
  return [...out.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

export function renderNotices(shipped: ShippedPackage[]): string {
  const lines = [
    '# Third-party notices',
    '',
    `Ascend Chess is free software under the GNU Affero General Public License, version 3 or (at your option) any later version (${PROJECT_LICENCE}; see LICENSE and docs/decisions/0041-project-licence.md). It bundles the work of others, listed here with each one's licence and source. Every licence below allows it to be combined with and distributed under ${PROJECT_LICENCE}.`,
    '',
    'This file is written by `npm run notices` from `apps/web/src/features/public/credits.ts` and `package-lock.json`; do not edit it by hand. The app shows the first list at /credits.',
    '',
    '## Engines, networks, data and art',
    '',
  ];
  for (const c of credits) {
    lines.push(
      `### ${c.name}`,
      '',
      `- **What:** ${c.what}`,
      `- **By:** ${c.authors}`,
      `- **Licence:** ${c.licence}`,
      `- **Source:** ${c.source}`,
      `- **In this repository:** ${c.paths.map((p) => `\`${p}\``).join(', ')}${c.use === 'tests' ? ' (tests and benchmarks only; not shipped)' : ''}`,
      '',
    );
  }
  lines.push(
    'Fonts: none are bundled; the app uses the system font of the device.',
    '',
    '## npm packages the app ships',
    '',
    `The runtime dependencies of the web app and the server and everything they depend on (${shipped.length} packages). Their licence texts are in each package under node_modules/ after \`npm install\`.`,
    '',
    '| package | version | licence |',
    '|---|---|---|',
    ...shipped.map((p) => `| ${p.name} | ${p.version} | ${p.licence} |`),
    '',
  );
  return lines.join('\n');
}

export const noticesFile = path.join(root, 'THIRD-PARTY-NOTICES.md');

/** The notice as it should be committed (formatted as prettier formats it). */
export async function currentNotices(): Promise<string> {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const options = await prettier.resolveConfig(noticesFile);
  return prettier.format(renderNotices(shippedPackages(lock)), {
    ...options,
    filepath: noticesFile,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = noticesFile;
  const text = await currentNotices();
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== text) {
      console.error('THIRD-PARTY-NOTICES.md is out of date: run `npm run notices` and commit it.');
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    console.log(`THIRD-PARTY-NOTICES.md: ${credits.length} bundled works, npm packages listed`);
  }
}
