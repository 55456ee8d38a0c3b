import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { systemClock } from '../clock.ts';
import { listenOperatorSocket } from './socket.ts';
import { runCli } from './cli.ts';

/*
 * `npm run admin` on the embedded database: with no server it opens the folder itself;
 * while the server holds the folder it hands the command to the server's socket; when the
 * folder is held and no server answers, it says the server must be stopped.
 */
const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ascend-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function seedAccount(database: Database, email: string) {
  await database.migrate();
  await database.db.execute(sql`insert into users (email) values (${email})`);
}
const roleOf = async (database: Database, email: string) =>
  (await database.db.execute<{ role: string }>(sql`select role from users where email = ${email}`))
    .rows[0]?.role;

describe('npm run admin on the embedded database', () => {
  it('grants and revokes with no server running, each audited', async () => {
    const dataDir = tempDataDir();
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await seedAccount(db, 'ops@example.com');
    await db.close();
    const env = { DATA_DIR: dataDir };
    expect(await runCli(['grant', 'OPS@example.com', 'support'], env)).toEqual({
      code: 0,
      message: 'ops@example.com is now support (was learner).',
    });
    expect(await runCli(['revoke', 'ops@example.com', '--reason', 'left'], env)).toMatchObject({
      code: 0,
    });
    expect((await runCli(['grant', 'nobody@example.com', 'admin'], env)).code).toBe(1);
    expect((await runCli(['grant', 'ops@example.com', 'root'], env)).message).toBe(
      'The role must be admin or support.',
    );
    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    expect(await roleOf(reopened, 'ops@example.com')).toBe('learner');
    const audit = await reopened.db.execute<{ action: string; reason: string; actor_id: null }>(
      sql`select action, reason, actor_id from admin_audit order by id`,
    );
    expect(audit.rows).toEqual([
      { action: 'role.grant', reason: "grant from the operator's command line", actor_id: null },
      { action: 'role.revoke', reason: 'left', actor_id: null },
    ]);
    await reopened.close();
  });

  it('while the server holds the folder, hands the command to it', async () => {
    const dataDir = tempDataDir();
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await seedAccount(db, 'boss@example.com');
    const socket = await listenOperatorSocket(db.db, systemClock, dataDir);
    try {
      const res = await runCli(['grant', 'boss@example.com', 'admin'], { DATA_DIR: dataDir });
      expect(res).toEqual({
        code: 0,
        message: 'boss@example.com is now admin (was learner). (through the running server)',
      });
      expect(await roleOf(db, 'boss@example.com')).toBe('admin');
    } finally {
      socket.close();
      await db.close();
    }
  });

  it('says the server must be stopped when the folder is held and no server answers', async () => {
    const dataDir = tempDataDir();
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await seedAccount(db, 'held@example.com');
    // A server of an older build (no socket), or one that left a stale socket file behind.
    writeFileSync(path.join(dataDir, 'operator.sock'), '');
    try {
      const res = await runCli(['grant', 'held@example.com', 'admin'], { DATA_DIR: dataDir });
      expect(res.code).toBe(3);
      expect(res.message).toContain('PGlite must own its data folder alone: stop the server');
      expect(await roleOf(db, 'held@example.com')).toBe('learner');
    } finally {
      await db.close();
    }
  });
});
