import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Runs `npm run admin -- <args>` on this machine against the test server's database, as an
 * operator would: DATA_DIR (the running server takes the command over its operator socket)
 * or DATABASE_URL, as written by start-server.mjs. Returns what the command printed.
 */
export function runAdminCli(args: string[]): string {
  const port = process.env.E2E_PORT ?? '3210';
  const file = path.join(tmpdir(), `ascend-e2e-operator-${port}.json`);
  const where = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    env: { ...process.env, ...where },
    encoding: 'utf8',
  }).trim();
}
