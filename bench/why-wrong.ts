// Time to a wrong answer's reason (issue 27.4, ADR 0032), p50 and p99:
// - precomputed: POST exercises/why-wrong/ for wrong options of the real which-move questions,
//   their refutations stored in the content first (engine at depth 12, written by
//   refutationReason as the generator writes them), on PGlite, over HTTP on 127.0.0.1, one
//   request at a time as a learner makes them;
// - computed: the browser's path — Stockfish 19 lite in a Web Worker of Debian's Chromium (the
//   app's own /engine/ file), `go movetime 200` after a wrong first move of the real best-move
//   exercises, from posting the position to `bestmove`, plus refutationReason on the line (Node).
// Run: `npm run bench -- why-wrong` (after `npm run build`). Never part of `npm test`.
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { Chess } from 'chess.js';
import { refutationReason } from '@ascend/chess';
import type { ExerciseContent, Refutation } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { buildApp } from '../apps/server/src/app.ts';
import { TestClock } from '../apps/server/src/clock.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { contentFolder, readContent } from '../apps/server/src/modules/curriculum/content-files.ts';
import { loadCurriculum } from '../apps/server/src/modules/curriculum/content-loader.ts';
import { repoRoot } from './lib/server.ts';

const REQUESTS = Number(process.env.BENCH_WHY_REQUESTS ?? 400);
const POSITIONS = Number(process.env.BENCH_WHY_POSITIONS ?? 40);
const MOVETIME = 200;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const ms = (x: number) => x.toFixed(1);

async function refute(engine: Engine, fen: string, move: string): Promise<Refutation | null> {
  const chess = new Chess(fen);
  chess.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
  if (chess.isGameOver()) return null;
  const { lines } = await engine.analyse(chess.fen(), { depth: 12 });
  const top = lines[0];
  if (!top?.pv.length) return null;
  const line = top.pv.slice(0, 8);
  const score = { type: top.score.type, value: -top.score.value };
  const reason = refutationReason({ fen, move, line, score });
  return reason && { move, line, reason: reason.text, depth: 12 };
}

type Which = Extract<ExerciseContent, { type: 'objective_type' }>;
const isWhich = (e: ExerciseContent): e is Which =>
  e.type === 'objective_type' && Boolean(e.payload.fen) && e.payload.options.every((o) => o.move);

async function precomputed(engine: Engine): Promise<{ rows: number[]; questions: number }> {
  const content = readContent(contentFolder()!);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/ascend-bench-why-${process.pid}`,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    LOG_LEVEL: 'silent',
    WEB_DIST: `${repoRoot}/apps/web/dist`,
  });
  const database = await openDatabase({});
  await database.migrate();
  await loadCurriculum(database.db, content, new Date());
  const app = await buildApp({ config, database, clock: new TestClock(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const user = await database.db.execute<{ id: number }>(
      sql`insert into users (email, verified, placement) values ('bench-why@example.com', true, 'knows_tactics_and_strategy') returning id`,
    );
    const userId = Number(user.rows[0]!.id);
    const headers = {
      authorization: `Bearer ${await app.deps.tokens.sign(userId, app.deps.clock.now())}`,
      'content-type': 'application/json',
    };
    const post = (id: number, option: string) =>
      fetch(`${base}/api/exercises/why-wrong/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ exercise_id: id, answer: { option_id: option } }),
      });
    // The which-move questions open to the learner get refutations stored, as the generator
    // stores them; the content is loaded again (a new content version, so the outline reloads).
    const ids = await database.db.execute<{ id: number; slug: string }>(
      sql`select id, slug from exercises`,
    );
    const idOf = new Map(ids.rows.map((r) => [r.slug, Number(r.id)]));
    const targets: { id: number; option: string }[] = [];
    const exercises = content.flatMap((s) =>
      s.units.flatMap((u) => u.lessons.flatMap((l) => l.exercises)),
    );
    for (const e of exercises.filter(isWhich)) {
      if (targets.length >= 12) break;
      const wrong = e.payload.options.filter((o) => o.id !== e.payload.correct_option_id);
      if ((await post(idOf.get(e.id)!, wrong[0]!.id)).status !== 200) continue; // locked
      const refutations: Refutation[] = [];
      for (const o of wrong) {
        const r = await refute(engine, e.payload.fen!, o.move!);
        if (r) refutations.push(r);
      }
      if (!refutations.length) continue;
      e.refutations = refutations;
      const option = wrong.find((o) => o.move === refutations[0]!.move)!;
      targets.push({ id: idOf.get(e.id)!, option: option.id });
    }
    await loadCurriculum(database.db, content, new Date());
    if (targets.length === 0) throw new Error('no open which-move question with refutations');
    const rows: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t = targets[i % targets.length]!;
      const t0 = performance.now();
      const res = await post(t.id, t.option);
      const body = (await res.json()) as { data: { reason: string | null } };
      if (!body.data.reason) throw new Error(`no reason: ${JSON.stringify(body)}`);
      rows.push(performance.now() - t0);
    }
    return { rows, questions: targets.length };
  } finally {
    await app.close();
    await database.close();
  }
}

/** A wrong first move of each of the first best-move exercises: a legal move off the solution. */
function wrongFirstMoves(): { fen: string; move: string }[] {
  const out: { fen: string; move: string }[] = [];
  for (const s of readContent(contentFolder()!))
    for (const u of s.units)
      for (const l of u.lessons)
        for (const e of l.exercises) {
          if (e.type !== 'best_move_type' || out.length >= POSITIONS) continue;
          const chess = new Chess(e.payload.fen);
          const m = chess
            .moves({ verbose: true })
            .find((x) => x.lan !== e.payload.solution[0] && !x.san.includes('#'));
          if (m) out.push({ fen: e.payload.fen, move: m.lan });
        }
  return out;
}

async function computed(base: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/privacy-policy`);
    await page.evaluate(async () => {
      const w = new Worker('/engine/stockfish-19-lite-single.js');
      (globalThis as unknown as { sf: Worker }).sf = w;
      await new Promise<void>((resolve) => {
        w.onmessage = (e) => String(e.data) === 'uciok' && resolve();
        w.postMessage('uci');
      });
    });
    const rows: number[] = [];
    for (const wrong of wrongFirstMoves()) {
      const chess = new Chess(wrong.fen);
      chess.move(wrong.move);
      if (chess.isGameOver()) continue;
      const found = await page.evaluate(
        async ({ fen, movetime }) => {
          const w = (globalThis as unknown as { sf: Worker }).sf;
          const t0 = performance.now();
          let last = '';
          await new Promise<void>((resolve) => {
            w.onmessage = (e) => {
              const line = String(e.data);
              if (line.startsWith('info ') && line.includes(' pv ')) last = line;
              if (line.startsWith('bestmove')) resolve();
            };
            w.postMessage(`position fen ${fen}`);
            w.postMessage(`go movetime ${movetime}`);
          });
          return { ms: performance.now() - t0, last };
        },
        { fen: chess.fen(), movetime: MOVETIME },
      );
      const t0 = performance.now();
      const pv = found.last.split(' pv ')[1]?.trim().split(/\s+/).slice(0, 8) ?? [];
      const score = /score (cp|mate) (-?\d+)/.exec(found.last);
      const reason = refutationReason({
        ...wrong,
        line: pv,
        score: score ? { type: score[1] as 'cp', value: -Number(score[2]) } : undefined,
      });
      if (!reason) throw new Error(`no reason for ${wrong.fen} ${wrong.move}`);
      rows.push(found.ms + (performance.now() - t0));
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export async function whyWrongSuite(): Promise<string> {
  const engine = await Engine.start();
  let pre: { rows: number[]; questions: number };
  try {
    pre = await precomputed(engine);
  } finally {
    await engine.close();
  }
  // The computed path needs only the built web app's engine file, served by the app.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/ascend-bench-why-web-${process.pid}`,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    LOG_LEVEL: 'silent',
    WEB_DIST: `${repoRoot}/apps/web/dist`,
  });
  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp({ config, database, clock: new TestClock(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  let comp: number[];
  try {
    comp = await computed(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  } finally {
    await app.close();
    await database.close();
  }
  return [
    `Precomputed: ${pre.rows.length} sequential POST exercises/why-wrong/ on PGlite over HTTP (127.0.0.1), wrong options of ${pre.questions} which-move questions open to a learner placed at tactics and strategy. Computed: Stockfish 19 lite (WASM, one thread) in a Web Worker of Chromium, go movetime ${MOVETIME} after a wrong first move of ${comp.length} best-move exercises, to bestmove, plus refutationReason. Budget: 300 ms.`,
    '',
    '| path | samples | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| precomputed: the server's stored refutation | ${pre.rows.length} | ${ms(pct(pre.rows, 50))} | ${ms(pct(pre.rows, 99))} | ${ms(Math.max(...pre.rows))} |`,
    `| computed: the browser's engine, movetime ${MOVETIME} ms | ${comp.length} | ${ms(pct(comp, 50))} | ${ms(pct(comp, 99))} | ${ms(Math.max(...comp))} |`,
  ].join('\n');
}
