import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { signUpUser, type SignedUpUser } from './support/users/test-support.ts';
import { HELD, seedEngineGame } from './support/orion-games/test-engine-games.ts';

/*
 * Learner B, signed in, tries every user-scoped endpoint against learner A. Each row names
 * the route as the OpenAPI document does; a route the app documents that is in neither
 * `matrix` nor `notUserScoped` fails the coverage test, so a new endpoint costs one line.
 *   refused: B must get exactly `status`.
 *   own:     the call may succeed, but only on B's data: nothing private of A's in the answer.
 *   public:  A's public view; A's email and private data still never appear.
 */
interface World {
  a: SignedUpUser;
  b: SignedUpUser;
  aNotification: number;
  aPaymentRef: string;
  /** A's review card, heart practice session and Puzzle Streak run. */
  aCard: number;
  aPractice: number;
  aRun: number;
  /** A's analysed Orion game. */
  aGame: number;
  /** A's Orion assessment. */
  aAssessment: number;
  /** A's finished "Play it out" game against the engine (an exercise attempt). */
  aEngineGame: number;
  /** A's linked Lichess account. */
  aAccount: number;
}
type Kind = 'refused' | 'own' | 'public';
interface Call {
  url: (w: World) => string;
  payload?: (w: World) => object;
  form?: Record<string, string>;
}
type Row = [route: string, kind: Kind, status: number, call: Call];

const A =
  (path: string): Call['url'] =>
  (w) =>
    path.replace('{a}', String(w.a.user.id));
const at =
  (url: string): Call['url'] =>
  () =>
    url;

// One line per endpoint keeps the matrix readable as a table.
// prettier-ignore
const matrix: Row[] = [
  ['GET /api/users/current-user', 'own', 200, { url: at('/api/users/current-user/') }],
  ['GET /api/users/{id}', 'public', 200, { url: A('/api/users/{a}') }],
  ['PATCH /api/users/{id}', 'refused', 403, { url: A('/api/users/{a}/'), form: { username: 'hijacked', country: 'FR', daily_goal: '50', time_zone: 'Asia/Tokyo', reminder_hour: '3' } }],
  ['DELETE /api/users/{id}', 'refused', 403, { url: A('/api/users/{a}/'), payload: (w) => ({ password: w.a.password }) }],
  ['POST /api/users/change-password', 'refused', 400, { url: at('/api/users/change-password/'), payload: (w) => ({ current_password: w.a.password, new_password: 'taken over 123' }) }],
  ['POST /api/users/logout-all', 'own', 200, { url: at('/api/users/logout-all/') }],
  ['GET /api/sections', 'own', 200, { url: at('/api/sections/?page=1') }],
  ['GET /api/sections/active-learn', 'own', 200, { url: at('/api/sections/active-learn') }],
  ['GET /api/sections/progress', 'own', 200, { url: at('/api/sections/progress') }],
  ['GET /api/exercises/heart', 'own', 200, { url: at('/api/exercises/heart/') }],
  ['GET /api/offline/lessons', 'own', 200, { url: at('/api/offline/lessons/') }],
  ['GET /api/exercises/{id}', 'own', 404, { url: at('/api/exercises/1') }],
  ['POST /api/exercises/why-wrong', 'own', 404, { url: at('/api/exercises/why-wrong/'), payload: () => ({ exercise_id: 1, answer: null, correct: false }) }],
  ['GET /api/lessons/{id}/idea', 'own', 404, { url: at('/api/lessons/1/idea/') }],
  ['POST /api/exercises/answer-check', 'own', 404, { url: at('/api/exercises/answer-check/'), payload: () => ({ exercise_id: 1, answer: null, correct: true }) }],
  ['GET /api/leaderboard/', 'own', 200, { url: at('/api/leaderboard/?period=all') }],
  ['GET /api/streak', 'own', 200, { url: at('/api/streak') }],
  ['POST /api/streak/moments', 'own', 200, { url: at('/api/streak/moments'), payload: () => ({ moment: 'goal' }) }],
  ['GET /api/leagues/current', 'own', 200, { url: at('/api/leagues/current') }],
  ['GET /api/leagues/history', 'own', 200, { url: at('/api/leagues/history?page=1') }],
  ['GET /api/profile/{id}/', 'public', 200, { url: A('/api/profile/{a}/') }],
  ['GET /api/profile/me/history/', 'own', 200, { url: at('/api/profile/me/history/') }],
  ['GET /api/subscription', 'own', 200, { url: at('/api/subscription') }],
  ['POST /api/subscription', 'refused', 400, { url: at('/api/subscription/'), payload: (w) => ({ transaction_reference: w.aPaymentRef }) }],
  ['POST /api/subscription/cancel', 'own', 404, { url: at('/api/subscription/cancel/') }],
  ['GET /api/notifications', 'own', 200, { url: at('/api/notifications/') }],
  ['POST /api/notifications/{id}/read', 'refused', 404, { url: (w) => `/api/notifications/${w.aNotification}/read/` }],
  ['POST /api/notifications/read-all', 'own', 200, { url: at('/api/notifications/read-all/') }],
  ['GET /api/notifications/preferences', 'own', 200, { url: at('/api/notifications/preferences') }],
  ['PATCH /api/notifications/preferences', 'own', 200, { url: at('/api/notifications/preferences'), payload: () => ({ marketing_emails: false }) }],
  ['GET /api/puzzles/puzzle-types/', 'own', 200, { url: at('/api/puzzles/puzzle-types/') }],
  ['POST /api/puzzles/badges', 'own', 200, { url: at('/api/puzzles/badges') }],
  ['GET /api/puzzles/puzzle-by-types/', 'own', 200, { url: at('/api/puzzles/puzzle-by-types/?type=mate&page=1') }],
  ['GET /api/puzzles/puzzle-at-random/', 'own', 404, { url: at('/api/puzzles/puzzle-at-random/?type=mate') }],
  ['POST /api/puzzles/submit-puzzle/', 'own', 404, { url: at('/api/puzzles/submit-puzzle/'), payload: () => ({ puzzle_id: 'zzzzz', moves: ['e2e4'] }) }],
  ['GET /api/puzzles/settings', 'own', 200, { url: at('/api/puzzles/settings') }],
  ['PATCH /api/puzzles/settings', 'own', 200, { url: at('/api/puzzles/settings'), payload: () => ({ difficulty_range_from: 1500, difficulty_range_to: 1999 }) }],
  ['GET /api/puzzles/{id}/', 'own', 404, { url: at('/api/puzzles/zzzzz/') }],
  ['POST /api/push/test', 'own', 404, { url: at('/api/push/test/') }],
  ['GET /api/review/summary', 'own', 200, { url: at('/api/review/summary') }],
  ['GET /api/review/next', 'own', 200, { url: at('/api/review/next') }],
  ['POST /api/review/{id}/answer', 'refused', 404, { url: (w) => `/api/review/${w.aCard}/answer`, payload: () => ({ moves: ['e2e4'] }) }],
  ['POST /api/review/heart-practice', 'own', 409, { url: at('/api/review/heart-practice') }],
  ['POST /api/review/heart-practice/{id}/answer', 'refused', 404, { url: (w) => `/api/review/heart-practice/${w.aPractice}/answer`, payload: () => ({ index: 0, moves: ['e2e4'] }) }],
  ['GET /api/orion/profile', 'own', 200, { url: at('/api/orion/profile') }],
  ['GET /api/orion/training', 'own', 200, { url: at('/api/orion/training') }],
  ['POST /api/orion/assessment', 'own', 200, { url: at('/api/orion/assessment') }],
  ['GET /api/orion/assessment/{id}', 'refused', 404, { url: (w) => `/api/orion/assessment/${w.aAssessment}` }],
  ['POST /api/orion/assessment/{id}/answer', 'refused', 404, { url: (w) => `/api/orion/assessment/${w.aAssessment}/answer`, payload: () => ({ puzzle_id: 'apzl1', moves: ['d1d8'] }) }],
  ['POST /api/orion/games', 'own', 202, { url: at('/api/orion/games'), payload: () => ({ pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7', color: 'white' }) }],
  ['GET /api/orion/games', 'own', 200, { url: at('/api/orion/games') }],
  ['POST /api/play/games', 'own', 201, { url: at('/api/play/games'), payload: () => ({ client_id: 'matrix-game-1', pgn: '1. e4 e5 2. Nf3 Nc6', level: 1100, color: 'white', termination: 'resigned' }) }],
  ['GET /api/play/games', 'own', 200, { url: at('/api/play/games') }],
  ['GET /api/play/rating', 'own', 200, { url: at('/api/play/rating') }],
  ['GET /api/orion/games/engine-games', 'own', 200, { url: at('/api/orion/games/engine-games') }],
  ['POST /api/orion/games (attempt_id)', 'refused', 404, { url: at('/api/orion/games'), payload: (w) => ({ attempt_id: w.aEngineGame }) }],
  ['GET /api/orion/games/{id}', 'refused', 404, { url: (w) => `/api/orion/games/${w.aGame}` }],
  ['GET /api/orion/credits', 'own', 200, { url: at('/api/orion/credits') }],
  // A's game is analysed and its opening named "alice-private-game": B's insights never count it.
  ['GET /api/orion/insights', 'own', 200, { url: at('/api/orion/insights') }],
  ['GET /api/orion/accounts', 'own', 200, { url: at('/api/orion/accounts') }],
  // Linking asks the chess site first (tests have no outside network; fake-site tests cover it): a bad name is refused before any request.
  ['POST /api/orion/accounts', 'own', 400, { url: at('/api/orion/accounts'), payload: () => ({ site: 'lichess', username: 'a b' }) }],
  ['DELETE /api/orion/accounts/{id}', 'refused', 404, { url: (w) => `/api/orion/accounts/${w.aAccount}` }],
  ['GET /api/puzzles/history', 'own', 200, { url: at('/api/puzzles/history') }],
  ['GET /api/puzzles/bookmarks', 'own', 200, { url: at('/api/puzzles/bookmarks') }],
  ['PUT /api/puzzles/{id}/bookmark', 'own', 404, { url: at('/api/puzzles/zzzzz/bookmark') }],
  ['DELETE /api/puzzles/{id}/bookmark', 'refused', 404, { url: at('/api/puzzles/apzl1/bookmark') }],
  ['POST /api/puzzles/runs', 'own', 200, { url: at('/api/puzzles/runs'), payload: () => ({ mode: 'streak' }) }],
  ['GET /api/puzzles/runs/bests', 'own', 200, { url: at('/api/puzzles/runs/bests') }],
  ['GET /api/puzzles/runs/{id}', 'refused', 404, { url: (w) => `/api/puzzles/runs/${w.aRun}` }],
  ['POST /api/puzzles/runs/{id}/answer', 'refused', 404, { url: (w) => `/api/puzzles/runs/${w.aRun}/answer`, payload: () => ({ puzzle_id: 'apzl1', moves: ['e2e4'] }) }],
  ['POST /api/profile/{id}/report', 'public', 201, { url: A('/api/profile/{a}/report'), payload: () => ({ reason: 'offensive username' }) }],
  ['POST /api/push/subscribe', 'own', 200, { url: at('/api/push/subscribe/'), payload: () => ({ endpoint: 'https://93.184.215.14/push/b', keys: { p256dh: 'BPublicKeyOfB', auth: 'authOfB' } }) }],
];

/** Documented routes that act on no learner's data, or on one named by a secret token. */
const notUserScoped: Record<string, string> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public: readiness for the load balancer, no learner data',
  'GET /api/announcement': 'public',
  'POST /api/contact': 'public form',
  'POST /api/users': 'sign-up',
  'POST /api/users/login': 'credentials',
  'POST /api/users/google-signIn': 'credentials',
  'GET /api/users/google-config': 'public',
  'POST /api/users/refresh-token': 'addressed by the secret refresh token',
  'POST /api/users/logout': 'addressed by the secret refresh token',
  'POST /api/users/verify-email': 'addressed by the mailed token',
  'POST /api/users/reset-password': 'addressed by the mailed token',
  'POST /api/users/resend-email/{email}': 'answers the same for any address',
  'POST /api/users/forgot-password/{email}': 'answers the same for any address',
  'GET /api/users/avatars/{file}': 'public images with unguessable names',
  'POST /api/notification/unsubscribe': 'addressed by the signed mailed token',
  'GET /api/units': 'curriculum content',
  'GET /api/lessons': 'curriculum content',
  'GET /api/lessons/lesson-xp': 'the caller’s own xp for a lesson',
  'GET /api/exercises': 'curriculum content',
  'POST /api/subscription/initiate': 'starts a checkout for the caller only',
  'GET /api/subscription/sandbox/checkout.js': 'public script',
  'POST /api/subscription/sandbox/pay': 'sandbox provider, addressed by the checkout reference',
  'POST /api/subscription/webhook': 'provider, signed',
  'GET /api/push/vapid-public-key': 'public',
  'POST /api/push/unsubscribe': 'addressed by the secret push endpoint URL',
};

// A row may name a variant of a route in brackets, e.g. "POST /api/x (by id)".
const norm = (route: string) => route.replace(/ \(.*\)$/, '').replace(/\/$/, '');

let t: TestApp;
let w: World;
const privateOfA = () => [
  w.a.email,
  'alice-private-note',
  w.aPaymentRef,
  'alice-private-game',
  'alice-private-account',
];

function multipart(fields: Record<string, string>) {
  const boundary = '----matrix' + Math.random().toString(16).slice(2);
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function callAs(who: SignedUpUser | null, route: string, call: Call) {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const form = call.form ? multipart(call.form) : undefined;
  return t.app.inject({
    method,
    url: call.url(w),
    headers: { ...who?.auth, ...form?.headers },
    payload: form?.payload ?? call.payload?.(w),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpUser(t.app, { email: 'alice-private@example.com' });
  const b = await signUpUser(t.app, { password: 'a different secret 42' });
  const form = multipart({ username: 'alice', country: 'NG' });
  const named = await t.app.inject({
    method: 'PATCH',
    url: `/api/users/${a.user.id}/`,
    headers: { ...a.auth, ...form.headers },
    payload: form.payload,
  });
  expect(named.statusCode, named.body).toBe(200);
  const now = t.clock.now();
  const note = await t.database.db.execute<{ id: number }>(sql`
    insert into notifications (user_id, kind, title, body, created_at)
    values (${a.user.id}, 'system', 'alice-private-note', 'for alice only', ${now.toISOString()}::timestamptz) returning id`);
  const aPaymentRef = `alice-ref-${process.pid}`;
  const sub = await t.database.db.execute<{ id: number }>(sql`
    insert into subscriptions (user_id, plan_type, status, current_period_start, current_period_end)
    values (${a.user.id}, 'monthly', 'active', ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + 30 * 86_400_000).toISOString()}::timestamptz)
    returning id`);
  await t.database.db.execute(sql`
    insert into payments (reference, user_id, plan_type, amount, currency, provider, status, subscription_id)
    values (${aPaymentRef}, ${a.user.id}, 'monthly', 9.99, 'USD', 'sandbox', 'successful', ${sub.rows[0]!.id})`);
  // A's practice: a puzzle A failed (in A's deck), a bookmark, a heart practice session, a run.
  await t.database.db.execute(sql`
    insert into puzzles (id, fen, moves, rating, rating_deviation, themes, source, difficulty)
    values ('apzl1', '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', array['g1h1','d1d8'], 1200, 80, array['mateIn1'], 'ascend', 0)`);
  const card = await t.database.db.execute<{ id: number }>(sql`
    insert into review_cards (user_id, puzzle_id, due, created_at)
    values (${a.user.id}, 'apzl1', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz) returning id`);
  await t.database.db.execute(sql`
    insert into puzzle_bookmarks (user_id, puzzle_id, created_at) values (${a.user.id}, 'apzl1', ${now.toISOString()}::timestamptz)`);
  const practice = await t.database.db.execute<{ id: number }>(sql`
    insert into heart_practice (user_id, items, created_at)
    values (${a.user.id}, ${JSON.stringify([{ kind: 'puzzle', id: 'apzl1', card: null }])}::jsonb, ${now.toISOString()}::timestamptz) returning id`);
  const game = await t.database.db.execute<{ id: number }>(sql`
    insert into orion_games (user_id, status, color, source, pgn, headers, start_fen, plies, cost, accuracy_white, opening_eco, opening_name, created_at)
    values (${a.user.id}, 'done', 'w', 'paste', '[White "alice-private-game"] 1. e4', ${JSON.stringify({ White: 'alice-private-game' })}::jsonb,
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 1, 10, 91.5, 'B00', 'alice-private-game: Opening', ${now.toISOString()}::timestamptz) returning id`);
  const run = await t.database.db.execute<{ id: number }>(sql`
    insert into puzzle_runs (user_id, mode, started_at, current_puzzle_id, issued)
    values (${a.user.id}, 'streak', ${now.toISOString()}::timestamptz, 'apzl1', array['apzl1']) returning id`);
  const assessment = await t.database.db.execute<{ id: number }>(sql`
    insert into orion_assessments (user_id, items, total, created_at)
    values (${a.user.id}, ${JSON.stringify([{ puzzle_id: 'apzl1', skill: 'tactics' }])}::jsonb, 8, ${now.toISOString()}::timestamptz) returning id`);
  // A's "Play it out" game; its lesson is retired content so the curriculum routes stay empty.
  const aEngineGame = await seedEngineGame(t.database.db, a.user.id, HELD, now);
  const account = await t.database.db.execute<{ id: number }>(sql`
    insert into orion_accounts (user_id, site, username, created_at)
    values (${a.user.id}, 'lichess', 'alice-private-account', ${now.toISOString()}::timestamptz) returning id`);
  for (const table of ['sections', 'units', 'lessons', 'exercises'])
    await t.database.db.execute(
      sql`update ${sql.identifier(table)} set retired_at = ${now.toISOString()}::timestamptz`,
    );
  w = {
    a,
    b,
    aNotification: note.rows[0]!.id,
    aPaymentRef,
    aCard: Number(card.rows[0]!.id),
    aPractice: Number(practice.rows[0]!.id),
    aRun: Number(run.rows[0]!.id),
    aGame: Number(game.rows[0]!.id),
    aAssessment: Number(assessment.rows[0]!.id),
    aEngineGame,
    aAccount: Number(account.rows[0]!.id),
  };
});
afterAll(() => t?.close());

describe("authorization matrix: learner B against learner A's data", () => {
  it.each(matrix)('%s (%s → %i)', async (route, kind, status, call) => {
    const res = await callAs(w.b, route, call);
    expect(res.statusCode, res.body).toBe(status);
    for (const secret of privateOfA()) expect(res.body).not.toContain(secret);
    if (kind === 'own' && res.statusCode === 200)
      expect(res.body).not.toContain('"username":"alice"');
  });

  it.each(matrix)('%s refuses an anonymous caller', async (route, _kind, _status, call) => {
    expect((await callAs(null, route, call)).statusCode).toBe(401);
  });

  it("leaves A's account, session, notifications and subscription untouched", async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current-user/',
      headers: w.a.auth,
    });
    expect(me.json().data).toMatchObject({
      email: w.a.email,
      username: 'alice',
      country: 'NG',
      subscription: { is_active: true, cancel_at_period_end: false },
      daily_goal: 20,
      time_zone: null,
      reminder_hour: null,
    });
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: w.a.auth,
    });
    expect(notes.json().data.results).toEqual([
      expect.objectContaining({ title: 'alice-private-note', read: false }),
    ]);
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: w.a.auth,
    });
    expect(prefs.json().data.marketing_emails).toBe(true);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: w.a.auth })).json().data;
    expect((await get('/api/puzzles/bookmarks')).total).toBe(1);
    expect(await get('/api/review/summary')).toMatchObject({ due_now: 1, total: 1 });
    expect(await get(`/api/puzzles/runs/${w.aRun}`)).toMatchObject({ score: 0, ended_at: null });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token/',
      payload: { refresh_token: w.a.refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: w.a.email, password: w.a.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('covers every documented route: each is in the matrix or known not to be user-scoped', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, object>;
    };
    // The operator's routes have their own matrix: admin-authorization.test.ts.
    const documented = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => norm(`${m.toUpperCase()} ${path}`)));
    const known = new Set([
      ...matrix.map(([route]) => norm(route)),
      ...Object.keys(notUserScoped).map(norm),
    ]);
    expect(documented.filter((r) => !known.has(r))).toEqual([]);
    expect(matrix.map(([route]) => norm(route)).filter((r) => !documented.includes(r))).toEqual([]);
  });
});
