// The path a learner walks all day: the climb's lists, the exercises of a lesson, answer-check
// and current-user, with a pool of distinct learners (each request the next learner's token),
// on PostgreSQL and on the embedded database, with the real curriculum and with a synthetic one
// ten times its size (same lessons copied under new ids) to show the cost does not grow with it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkAnswer } from '@ascend/chess';
import type { ExerciseSpec, SectionContent } from '@ascend/contract';
import { readContent } from '../apps/server/src/modules/curriculum/content-files.ts';
import { baseline, cannon, FIXED_RATE, table, type CannonResult } from './lib/cannon.ts';
import type { BenchRequest } from './lib/paced.ts';
import { dropDatabase, freshDatabase } from './lib/pg.ts';
import { BENCH_PASSWORD, repoRoot, startApp, type RunningServer } from './lib/server.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const LOOP_RATE = Number(process.env.BENCH_LOOP_RATE ?? 300);
const json = { 'content-type': 'application/json' };

/** The real curriculum copied `times` over under new ids: sections s1…s4, then copies. */
function scaledContent(times: number): string {
  const real = readContent(path.join(repoRoot, 'content'));
  const dir = mkdtempSync(path.join(tmpdir(), 'ascend-content-x'));
  mkdirSync(dir, { recursive: true });
  let file = 0;
  for (let copy = 0; copy < times; copy++) {
    for (const section of real) {
      const tag = copy === 0 ? '' : `-x${copy}`;
      const s: SectionContent = {
        ...section,
        id: section.id + tag,
        title: copy === 0 ? section.title : `${section.title} (${copy + 1})`,
        units: section.units.map((u) => ({
          ...u,
          id: u.id + tag,
          lessons: u.lessons.map((l) => ({
            ...l,
            id: l.id + tag,
            exercises: l.exercises.map((e) => ({ ...e, id: e.id + tag })),
          })),
        })),
      };
      writeFileSync(path.join(dir, `${String(++file).padStart(3, '0')}.json`), JSON.stringify(s));
    }
  }
  return dir;
}

interface Item {
  id: number;
  type: string;
  payload: Record<string, unknown>;
}

/** A right answer built from the payload and confirmed by the shared checker, or null. */
function rightAnswer(e: Item): unknown {
  const p = e.payload;
  const candidates: unknown[] = [
    {},
    { option_id: p.correct_option_id },
    { square: p.square },
    { pairs: Array.isArray(p.pairs) ? p.pairs.map((_, i) => [i, i]) : [] },
  ];
  return (
    candidates.find(
      (a) => checkAnswer({ type: e.type, payload: p } as ExerciseSpec, a as never).correct,
    ) ?? null
  );
}

async function api<T>(app: RunningServer, url: string, token?: string, body?: unknown) {
  const res = await fetch(app.url + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Signs up the learner pool (tokens live 15 minutes: one pool per app run). */
async function learnerPool(app: RunningServer, tag: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < LEARNERS; i++) {
    const data = await api<{ token: { access_token: string } }>(app, '/api/users/', undefined, {
      email: `loop-${tag}-${i}@example.com`,
      password: BENCH_PASSWORD,
    });
    tokens.push(data.token.access_token);
  }
  return tokens;
}

async function rows(label: string, app: RunningServer, paced: boolean): Promise<CannonResult[]> {
  const tokens = await learnerPool(app, label.replace(/\W+/g, '-').toLowerCase());
  const first = tokens[0]!;
  const section = (await api<{ results: { id: number }[] }>(app, '/api/sections/?page=1', first))
    .results[0]!.id;
  const unit = (await api<{ id: number }[]>(app, `/api/units/?section_id=${section}`, first))[0]!
    .id;
  const lesson = (await api<{ id: number }[]>(app, `/api/lessons/?unit_id=${unit}`, first))[0]!.id;
  const exercises = await api<Item[]>(app, `/api/exercises/?lesson_id=${lesson}`, first);
  const answers = exercises
    .map((e) => ({ id: e.id, answer: rightAnswer(e) }))
    .filter((a) => a.answer !== null);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const gets = (p: string): BenchRequest[] =>
    tokens.map((t) => ({ method: 'GET', path: p, headers: auth(t) }));
  // Each learner answers the lesson's exercises in turn (right answers), so runs close and pay.
  const answerRequests: BenchRequest[] = [];
  for (const a of answers)
    for (const t of tokens)
      answerRequests.push({
        method: 'POST',
        path: '/api/exercises/answer-check/',
        headers: { ...auth(t), ...json },
        body: JSON.stringify({ exercise_id: a.id, answer: a.answer }),
      });
  const endpoints: [string, BenchRequest[]][] = [
    ['GET sections/?page=1', gets('/api/sections/?page=1')],
    [`GET units/?section_id`, gets(`/api/units/?section_id=${section}`)],
    [`GET lessons/?unit_id`, gets(`/api/lessons/?unit_id=${unit}`)],
    [`GET exercises/?lesson_id`, gets(`/api/exercises/?lesson_id=${lesson}`)],
    [
      `POST exercises/answer-check/ (${answers.length} of ${exercises.length} exercises)`,
      answerRequests,
    ],
    ['GET users/current-user/', gets('/api/users/current-user/')],
  ];
  const out: CannonResult[] = [];
  for (const [name, requests] of endpoints) {
    const opts = { url: app.url, requests };
    out.push(await cannon(`${label}: ${name}`, opts));
    if (paced) out.push(await cannon(`${label}: ${name}`, { ...opts, rate: LOOP_RATE }));
  }
  return out;
}

async function onPostgres(
  label: string,
  port: number,
  env: Record<string, string>,
  paced: boolean,
) {
  const name = `ascend_bench_loop_${port}`;
  const url = await freshDatabase(name);
  const app = await startApp(port, { DATABASE_URL: url, ...env });
  try {
    return await rows(label, app, paced);
  } finally {
    await app.stop();
    await dropDatabase(name);
  }
}

async function onPglite(label: string, port: number, env: Record<string, string>) {
  const app = await startApp(port, env);
  try {
    return await rows(label, app, false);
  } finally {
    await app.stop();
  }
}

/** Bare hello-world, then the loop on PostgreSQL and PGlite, real and ten-fold curriculum. */
export async function learningLoopSuite(): Promise<string> {
  const tenfold = scaledContent(10);
  const only = (process.env.BENCH_LOOP_ONLY ?? 'pg,pg10,pglite,pglite10').split(',');
  const all: CannonResult[] = [...(await baseline(3911))];
  if (only.includes('pg')) all.push(...(await onPostgres('PostgreSQL', 3912, {}, true)));
  if (only.includes('pg10'))
    all.push(
      ...(await onPostgres('PostgreSQL 10× curriculum', 3913, { CONTENT_DIR: tenfold }, false)),
    );
  if (only.includes('pglite')) all.push(...(await onPglite('PGlite', 3914, {})));
  if (only.includes('pglite10'))
    all.push(...(await onPglite('PGlite 10× curriculum', 3915, { CONTENT_DIR: tenfold })));
  return [
    `${LEARNERS} distinct learners, each request the next one's token; paced rows at ${LOOP_RATE} req/s (the suite's own rate; others use ${FIXED_RATE}).`,
    '',
    table(all, all[0]!.rps),
  ].join('\n');
}
