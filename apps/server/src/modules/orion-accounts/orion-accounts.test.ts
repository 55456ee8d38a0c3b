import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
import { variantMoves } from '../../../test/support/orion-games/test-games.ts';
import {
  startFakeChessCom,
  startFakeLichess,
  type FakeGame,
  type FakeSite,
} from '../../../test/support/orion-accounts/fake-sites.ts';

let t: TestApp;
let me: Learner;
let lichess: FakeSite;
let chesscom: FakeSite;
const DAY = 86_400_000;
let now: Date;

/** Ana's games, one a day before `now`, newest first: 25 standard, a Chess960 and an aborted one. */
function anasGames(): FakeGame[] {
  const games: FakeGame[] = Array.from({ length: 25 }, (_, i) => ({
    id: `g${String(i).padStart(7, '0')}`,
    white: i % 2 ? 'AnaPlays' : 'opponent',
    black: i % 2 ? 'opponent' : 'AnaPlays',
    moves: variantMoves(i),
    result: '1-0',
    playedAt: new Date(now.getTime() - (i + 1) * DAY),
  }));
  games.push(
    {
      ...games[0]!,
      id: 'c9600000',
      variant: 'Chess960',
      playedAt: new Date(now.getTime() - DAY / 2),
    },
    {
      ...games[1]!,
      id: 'abort000',
      moves: '',
      result: '*',
      termination: 'Abandoned',
      playedAt: new Date(now.getTime() - DAY / 3),
    },
  );
  return games;
}

beforeAll(async () => {
  [lichess, chesscom] = await Promise.all([startFakeLichess(), startFakeChessCom()]);
  t = await createTestApp({ LICHESS_API_URL: lichess.url, CHESSCOM_API_URL: chesscom.url });
});
afterAll(async () => {
  await t.close();
  await Promise.all([lichess.close(), chesscom.close()]);
});
beforeEach(async () => {
  await resetDatabase(t.database);
  // pg-boss schedules retries on the database's clock: the test clock follows real time here.
  now = new Date();
  t.clock.set(now.toISOString());
  for (const site of [lichess, chesscom]) {
    site.players = new Map([['AnaPlays', anasGames()]]);
    site.requests = [];
    site.rateLimitNext = 0;
    site.down = false;
  }
  me = await createLearner(t);
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = me) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute(q)).rows as unknown as T[];
const sync = () => t.app.deps.queue.workOne('orion.sync');
const games = () =>
  rows<{ status: string; external_id: string; source: string }>(
    sql`select status, external_id, source from orion_games where user_id = ${me.id} order by played_at desc`,
  );

describe('a linked Lichess account', () => {
  it('imports the newest 20 games at once, then only new ones, waiting out a 429', async () => {
    const res = await call('POST', '/api/orion/accounts', {
      site: 'lichess',
      username: 'anaplays',
    });
    expect(res.statusCode).toBe(201);
    const account = res.json().data;
    expect(account).toMatchObject({
      site: 'lichess',
      username: 'anaplays',
      last_synced_at: null,
      games: 0,
    });
    expect(typeof account.id).toBe('number');

    expect(await sync()).toMatchObject({ ok: true });
    const first = await games();
    expect(first).toHaveLength(20);
    expect(first.every((g) => g.source === 'lichess')).toBe(true);
    // Newest first: the 30 free credits analyse the newest three, the rest wait.
    expect(first.map((g) => g.status).slice(0, 4)).toEqual([
      'queued',
      'queued',
      'queued',
      'waiting',
    ]);
    expect(first[0]!.external_id).toBe('lichess:g0000000');
    const q = lichess.requests.find((r) => r.startsWith('/api/games/user/anaplays'))!;
    expect(q).toContain('max=30');
    expect(q).not.toContain('since=');

    const listed = (await call('GET', '/api/orion/accounts')).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: account.id,
        games: 20,
        sync_error: null,
        last_synced_at: now.toISOString(),
        // The aborted game came back too (Chess960 is not asked for: perfType).
        last_sync: { imported: 20, skipped: { aborted: 1 } },
      }),
    ]);

    // Three new games later; the daily sync asks since the last one and imports only those.
    t.clock.set(new Date(now.getTime() + DAY).toISOString());
    const later = Array.from({ length: 3 }, (_, i) => ({
      ...anasGames()[0]!,
      id: `new${i}0000`,
      moves: variantMoves(25 + i),
      playedAt: new Date(now.getTime() + 1000 + i),
    }));
    lichess.players.get('AnaPlays')!.push(...later);
    lichess.rateLimitNext = 1;
    await t.app.deps.queue.enqueue('orion.sync', {});
    // The tick was sent just now without a delay: taken even within the clock's same tick.
    await t.app.deps.queue.workOne('orion.sync', { ignoreStartAfter: true }); // the daily tick queues one per account
    expect(await sync()).toMatchObject({ ok: true }); // answered 429: re-queued for 60 s later
    expect(await games()).toHaveLength(20);
    const [waiting] = await rows<{ start_after: Date }>(
      sql`select start_after from pgboss.job where name = 'orion.sync' and state = 'created'`,
    );
    const wait = new Date(waiting!.start_after).getTime() - (now.getTime() + DAY);
    expect(wait).toBeGreaterThanOrEqual(59_000);
    expect(wait).toBeLessThanOrEqual(61_000);
    // Not before its time…
    expect(await sync()).toBeNull();
    // …and then the sync goes through.
    expect(await t.app.deps.queue.workOne('orion.sync', { ignoreStartAfter: true })).toMatchObject({
      ok: true,
    });
    const after = await games();
    expect(after).toHaveLength(23);
    expect(lichess.requests.filter((r) => r.includes('since=')).at(-1)).toContain(
      `since=${now.getTime()}`,
    );
    // Another sync finds nothing new and imports nothing twice.
    await t.app.deps.queue.enqueue('orion.sync', { accountId: account.id });
    await sync();
    expect(await games()).toHaveLength(23);
  });

  it('refuses an unknown user, a site that is down, a bad name and a second link clearly', async () => {
    const unknown = await call('POST', '/api/orion/accounts', {
      site: 'lichess',
      username: 'nobody_here',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'Lichess has no player called "nobody_here". Check the spelling of your username there.',
    );
    const bad = await call('POST', '/api/orion/accounts', {
      site: 'lichess',
      username: '../api/x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.username).toContain('letters, digits');
    const site = await call('POST', '/api/orion/accounts', {
      site: 'chess.org',
      username: 'AnaPlays',
    });
    expect(site.statusCode).toBe(400);
    lichess.down = true;
    const down = await call('POST', '/api/orion/accounts', {
      site: 'lichess',
      username: 'AnaPlays',
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatchObject({
      code: 'SITE_UNAVAILABLE',
      message: 'Lichess could not be reached just now. Try again in a few minutes.',
    });
    lichess.down = false;
    expect(
      (await call('POST', '/api/orion/accounts', { site: 'lichess', username: 'AnaPlays' }))
        .statusCode,
    ).toBe(201);
    const twice = await call('POST', '/api/orion/accounts', {
      site: 'lichess',
      username: 'anaPLAYS',
    });
    expect(twice.statusCode).toBe(409);
    // A site down during a sync is recorded on the account, in words.
    lichess.down = true;
    await sync();
    const [a] = (await call('GET', '/api/orion/accounts')).json().data;
    expect(a.sync_error).toBe('Lichess could not be reached just now. Try again in a few minutes.');
    expect(await games()).toHaveLength(0);
    expect(await rows(sql`select id from orion_accounts`)).toHaveLength(1);
  });

  it('unlinks only the caller’s account and keeps its games', async () => {
    const { id } = (
      await call('POST', '/api/orion/accounts', { site: 'lichess', username: 'AnaPlays' })
    ).json().data;
    await sync();
    const other = await createLearner(t);
    expect((await call('DELETE', `/api/orion/accounts/${id}`, undefined, other)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/orion/accounts', undefined, other)).json().data).toEqual([]);
    expect((await call('DELETE', `/api/orion/accounts/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/orion/accounts')).json().data).toEqual([]);
    expect(await games()).toHaveLength(20);
  });
});

describe('a linked Chess.com account', () => {
  it('reads the monthly archives newest first, skipping variants and abandoned games', async () => {
    const res = await call('POST', '/api/orion/accounts', {
      site: 'chess.com',
      username: 'AnaPlays',
    });
    expect(res.statusCode).toBe(201);
    await sync();
    const imported = await games();
    expect(imported).toHaveLength(18);
    expect(imported[0]!.external_id).toBe('chess.com:g0000000');
    const [a] = (await call('GET', '/api/orion/accounts')).json().data;
    expect(a.last_sync).toEqual({ imported: 18, skipped: { variant: 1, aborted: 1 } });
    expect(chesscom.requests[1]).toBe('/pub/player/anaplays/games/archives');
    const unknown = await call('POST', '/api/orion/accounts', {
      site: 'chess.com',
      username: 'ghost',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('Chess.com has no player called "ghost"');
  });
});
