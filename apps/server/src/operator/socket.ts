import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { runRoleCommand, type RoleAnswer, type RoleCommand } from './roles.ts';

/**
 * The embedded database (PGlite) must be owned by one process, so while the server runs
 * the command line hands its role command to the server over a Unix socket in DATA_DIR
 * (mode 0600: only the account that runs the server, i.e. the operator, can connect). It
 * is not HTTP and not on any network port (ADR 0030).
 */
export const operatorSocketPath = (dataDir: string) => path.join(dataDir, 'operator.sock');

export function listenOperatorSocket(db: Db, clock: Clock, dataDir: string): Promise<net.Server> {
  const file = operatorSocketPath(dataDir);
  rmSync(file, { force: true }); // left by a server that crashed
  const server = net.createServer((conn) => {
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      buf += chunk;
      if (!buf.includes('\n') && buf.length < 10_000) return;
      const answer = (a: RoleAnswer) => conn.end(`${JSON.stringify(a)}\n`);
      let cmd: RoleCommand;
      try {
        cmd = JSON.parse(buf.split('\n')[0]!) as RoleCommand;
      } catch {
        answer({ ok: false, message: 'The server could not read the command.' });
        return;
      }
      runRoleCommand(db, cmd, clock.now()).then(answer, (err: unknown) =>
        answer({ ok: false, message: `The server failed: ${(err as Error).message}` }),
      );
    });
    conn.on('error', () => undefined);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      chmodSync(file, 0o600);
      resolve(server);
    });
  });
}

/** Sends one command to the running server; null when no server listens on the socket. */
export function sendToServer(dataDir: string, cmd: RoleCommand): Promise<RoleAnswer | null> {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(operatorSocketPath(dataDir));
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(`${JSON.stringify(cmd)}\n`));
    conn.on('data', (chunk: string) => (buf += chunk));
    conn.on('end', () => {
      try {
        resolve(JSON.parse(buf) as RoleAnswer);
      } catch {
        reject(new Error('The server gave no readable answer.'));
      }
    });
    conn.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
  });
}
