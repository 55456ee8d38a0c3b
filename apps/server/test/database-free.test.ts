import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverDatabaseFree } from '../../../vitest.config.ts';

// vitest.config.ts runs the server's database-free test files once, in the embedded pass
// (issue 34). This keeps that list honest: no file on it may reach, through its relative
// imports, the code that opens a database (the test harness or the database client), so none
// can be a database test that stopped running on PostgreSQL.
const root = path.resolve(import.meta.dirname, '../../..');
const OPENS_A_DATABASE = [
  'apps/server/test/harness.ts',
  'apps/server/test/template-database.ts',
  'apps/server/src/db/client.ts',
];

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.tsx?$/.test(candidate))
      return candidate;
  return null;
}

/** Every repository file a test file reaches through relative imports (type-only ones skipped). */
function closure(file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [path.join(root, file)];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const match of readFileSync(current, 'utf8').matchAll(IMPORT)) {
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
      const next = resolve(current, match[1] ?? match[2]!);
      if (next) stack.push(next);
    }
  }
  return new Set([...seen].map((f) => path.relative(root, f)));
}

describe('the database-free server test files', () => {
  it.each(serverDatabaseFree)('%s never reaches the code that opens a database', (file) => {
    expect(existsSync(path.join(root, file)), `${file} is listed but does not exist`).toBe(true);
    const reached = closure(file);
    expect(OPENS_A_DATABASE.filter((f) => reached.has(f))).toEqual([]);
  });

  it('the check sees a database test for what it is', () => {
    expect(closure('apps/server/test/drain.test.ts').has('apps/server/test/harness.ts')).toBe(true);
  });
});
