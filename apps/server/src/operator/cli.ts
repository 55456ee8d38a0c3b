import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { systemClock } from '../clock.ts';
import { openDatabase } from '../db/client.ts';
import { parseRoleCommand, runRoleCommand, type RoleAnswer } from './roles.ts';
import { sendToServer } from './socket.ts';

/**
 * `npm run admin -- grant <email> <admin|support>` and `revoke <email>`: the only way to give
 * or take an operator role (ADR 0030). With DATABASE_URL it writes to PostgreSQL directly;
 * on the embedded database it asks the running server (operator.sock), or opens the folder
 * itself when no server holds it, and says so clearly when the folder is held otherwise.
 */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; message: string }> {
  const operator = `cli:${userInfo().username}@${hostname()}`;
  const cmd = parseRoleCommand(argv, operator);
  if ('error' in cmd) return { code: 2, message: cmd.error };
  const done = (a: RoleAnswer) => ({ code: a.ok ? 0 : 1, message: a.message });
  if (env.DATABASE_URL) {
    const database = await openDatabase({ url: env.DATABASE_URL });
    try {
      await database.migrate();
      return done(await runRoleCommand(database.db, cmd, systemClock.now()));
    } finally {
      await database.close();
    }
  }
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const viaServer = await sendToServer(dataDir, cmd);
  if (viaServer)
    return done({ ...viaServer, message: `${viaServer.message} (through the running server)` });
  const folder = path.join(dataDir, 'db');
  if (existsSync(path.join(folder, 'postmaster.pid')))
    return {
      code: 3,
      message:
        `The embedded database in ${folder} is held by another process and no server answers on ` +
        `${path.join(dataDir, 'operator.sock')}. PGlite must own its data folder alone: stop the ` +
        'server (Ctrl+C) and run this command again. If no server runs, one stopped without ' +
        'closing the database: start it once (npm start) and run the command while it runs.',
    };
  if (!existsSync(folder))
    return {
      code: 1,
      message: `No embedded database in ${folder}: set DATA_DIR (or DATABASE_URL).`,
    };
  const database = await openDatabase({ dataDir: folder });
  try {
    await database.migrate();
    return done(await runRoleCommand(database.db, cmd, systemClock.now()));
  } finally {
    await database.close();
  }
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('operator', 'cli.ts'));
if (isMain) {
  runCli(process.argv.slice(2), process.env).then(
    ({ code, message }) => {
      (code === 0 ? console.log : console.error)(message);
      process.exit(code);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
