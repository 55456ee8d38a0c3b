// Orion game analysis (ADR 0025): seconds per analysed 40-move game with one worker at the
// configured depth, and games per hour per worker process. The baseline is the engine alone
// on the same 81 positions (no database, no job queue), so the row shows what the job adds.
// Run: `npm run bench -- analysis` (after `npm run build`). BENCH_ANALYSIS_RUNS sets the runs
// (3); ORION_ANALYSIS_DEPTH the depth (the app's default, 12). Never part of `npm test`.
import { sql } from 'drizzle-orm';
import { parsePgn } from '@ascend/chess';
import { buildApp } from '../apps/server/src/app.ts';
import { TestClock } from '../apps/server/src/clock.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { evaluatePositions } from '../apps/server/src/modules/orion-games/evaluate.ts';

/** 40 moves each (80 plies) of engine play with a deterministic slip every ninth ply. */
export const FORTY_MOVES =
  '1. e3 Nf6 2. d4 e6 3. c4 Ng4 4. Qxg4 c5 5. Nc3 Nc6 6. Qd1 Nxd4 7. exd4 cxd4 8. Qf3 Bb4 9. Bd2 dxc3 10. Bxc3 Qa5 11. Ne2 d5 12. a3 b5 13. Bxb4 Qb6 14. c5 Qb7 15. Bd2 O-O 16. Qc3 d4 17. Qc4 bxc4 18. Nxd4 Qxb2 19. Rc1 c3 20. Rxc3 Qb1+ 21. Rc1 Qb4 22. axb4 e5 23. Nc6 Bb7 24. Na5 Bd5 25. b5 e4 26. Bg5 Ba2 27. Kd2 h6 28. Be3 Rac8 29. c6 Rcd8+ 30. Kc2 Bb3+ 31. Kxb3 Rb8 32. c7 Rbc8 33. Bxa7 g6 34. Be2 h5 35. f4 h4 36. Rhd1 h3 37. g3 f6 38. b6 f5 39. Bc4+ Kh8 40. Ba6 Ra8 *';

const RUNS = Number(process.env.BENCH_ANALYSIS_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (s: number) => s.toFixed(2);

export async function analysisSuite(): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/ascend-bench-analysis-${process.pid}`,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...(process.env.ORION_ANALYSIS_DEPTH
      ? { ORION_ANALYSIS_DEPTH: process.env.ORION_ANALYSIS_DEPTH }
      : {}),
  });
  const depth = config.ORION_ANALYSIS_DEPTH;
  const { moves } = parsePgn(FORTY_MOVES);

  const engineOnly: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await evaluatePositions(moves, 'w', depth, async () => undefined);
    engineOnly.push((performance.now() - t0) / 1000);
  }

  // The whole job on the embedded database: submit, the worker's run, the report written.
  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp({ config, database, clock: new TestClock(), logger: false });
  await app.ready();
  const full: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const user = await database.db.execute<{ id: number }>(
        sql`insert into users (email, verified, placement) values (${`bench-${i}@example.com`}, true, 'new') returning id`,
      );
      const token = await app.deps.tokens.sign(Number(user.rows[0]!.id), app.deps.clock.now());
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/orion/games',
        headers: { authorization: `Bearer ${token}` },
        payload: { pgn: FORTY_MOVES, color: 'white' },
      });
      if (res.statusCode !== 202) throw new Error(`submit failed: ${res.body}`);
      await app.deps.queue.runDueJobs();
      const { id } = res.json().data as { id: number };
      const game = await database.db.execute<{ status: string }>(
        sql`select status from orion_games where id = ${id}`,
      );
      if (game.rows[0]?.status !== 'done') throw new Error(`game ${id} not done`);
      full.push((performance.now() - t0) / 1000);
    }
  } finally {
    await app.close();
    await database.close();
  }
  const perGame = median(full);
  return [
    `Depth ${depth}, MultiPV 2 on the learner's positions, one Stockfish 19 lite (WASM, single thread) per job; ${RUNS} runs each, median (min–max).`,
    '',
    '| row | seconds per 40-move game (81 positions) | games per hour per worker process |',
    '| --- | --- | --- |',
    `| baseline: the engine alone on the same positions | ${fmt(median(engineOnly))} (${fmt(Math.min(...engineOnly))}–${fmt(Math.max(...engineOnly))}) | ${Math.round(3600 / median(engineOnly))} |`,
    `| analysis job: POST orion/games → done on PGlite | ${fmt(perGame)} (${fmt(Math.min(...full))}–${fmt(Math.max(...full))}) | ${Math.round(3600 / perGame)} |`,
  ].join('\n');
}
