// `npm run bench -- play-ladder`: the Play opponent's levels (packages/human PLAY_LEVELS) play
// each other and Stockfish, sampling exactly as the app does. Each level should score at least
// 55 % against the level below; the Stockfish games anchor a rating for each level.
// PLAY_LADDER_GAMES (default 100) sets the games per ladder match, PLAY_ANCHOR_GAMES (default 30)
// the games per match against a Stockfish anchor, colours alternating. 20-game matches were too
// few: one standard error is 11 points, and a level 60 % stronger showed as 53 % (2026-11-28).
// The matches run side by side in PLAY_LADDER_PROCESSES child processes (default: one per core),
// each match seeded by its own number, so the result does not depend on how they are shared out.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { Engine, describeSetup } from '@ascend/engine';
import {
  PLAY_LEVELS,
  levelDistribution,
  sampleMove,
  seededRandom,
  type HumanModel,
  type PlayLevel,
} from '@ascend/human';
import { loadModel } from '@ascend/human/node';

const GAMES = Number(process.env.PLAY_LADDER_GAMES ?? 100);
const ANCHOR_GAMES = Number(process.env.PLAY_ANCHOR_GAMES ?? 30);
/** A game still going after this many plies is adjudicated on the material (more than a pawn wins). */
const MAX_PLIES = 160;
/**
 * The Stockfish anchors: Skill Level and the Elo Stockfish's own UCI_Elo mapping gives that
 * level (1320 + skill / 20 × 1870, CCRL-calibrated, not a human rating: a rough anchor only).
 */
const ANCHORS = [
  { skill: 0, depth: 5, elo: 1320 },
  { skill: 3, depth: 5, elo: 1600 },
] as const;
const VALUE: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

type Mover = (moves: string[], fen: string) => Promise<string>;

const models = new Map<number, HumanModel>();
const net = (r: number) => {
  let m = models.get(r);
  if (!m) models.set(r, (m = loadModel(r)));
  return m;
};

function levelMover(level: PlayLevel, random: () => number): Mover {
  return async (moves) =>
    sampleMove(levelDistribution(net(level.net).predict({ moves }), level), random)!;
}

function engineMover(engine: Engine, depth: number): Mover {
  return async (_moves, fen) => (await engine.analyse(fen, { depth })).bestmove!;
}

/** One game; returns White's score. */
async function play(white: Mover, black: Mover): Promise<number> {
  const chess = new Chess();
  const moves: string[] = [];
  while (!chess.isGameOver() && moves.length < MAX_PLIES) {
    const uci = await (chess.turn() === 'w' ? white : black)(moves, chess.fen());
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    moves.push(uci);
  }
  if (chess.isCheckmate()) return chess.turn() === 'w' ? 0 : 1;
  if (chess.isGameOver()) return 0.5;
  let balance = 0;
  for (const row of chess.board())
    for (const sq of row) if (sq) balance += (sq.color === 'w' ? 1 : -1) * VALUE[sq.type]!;
  return balance > 1 ? 1 : balance < -1 ? 0 : 0.5;
}

/** A match of `games` games, colours alternating; returns `a`'s score share and its standard error. */
async function match(
  a: () => Mover,
  b: () => Mover,
  games: number,
): Promise<{ share: number; se: number }> {
  const scores: number[] = [];
  for (let i = 0; i < games; i++)
    scores.push(i % 2 === 0 ? await play(a(), b()) : 1 - (await play(b(), a())));
  const share = scores.reduce((x, y) => x + y, 0) / games;
  const variance = scores.reduce((v, x) => v + (x - share) ** 2, 0) / Math.max(1, games - 1);
  return { share, se: Math.sqrt(variance / games) };
}

/** Elo difference for a score share over `games` games, clamped so a whitewash stays finite. */
const eloDiff = (s: number, games: number) => {
  const c = Math.min(1 - 0.5 / games, Math.max(0.5 / games, s));
  return -400 * Math.log10(1 / c - 1);
};
const pct = (s: number) => `${(100 * s).toFixed(0)} %`;

/** One match: a ladder step (level `a` against level `b`) or a level against anchor `anchor`. */
export type MatchJob =
  | { kind: 'ladder'; index: number; a: number; b: number; games: number }
  | { kind: 'anchor'; index: number; a: number; anchor: number; games: number };
export type MatchResult = { share: number; se: number };

/** Plays one match (in a child process: bench/lib/play-ladder-job.ts). Seeds come from the job's number. */
export async function runMatchJob(job: MatchJob): Promise<MatchResult> {
  let seed = 1_000_000 * (job.kind === 'ladder' ? 1 : 2) + 10_000 * job.index;
  const a = PLAY_LEVELS[job.a]!;
  if (job.kind === 'ladder') {
    const b = PLAY_LEVELS[job.b]!;
    return match(
      () => levelMover(a, seededRandom(seed++)),
      () => levelMover(b, seededRandom(seed++)),
      job.games,
    );
  }
  const anchor = ANCHORS[job.anchor]!;
  const engine = await Engine.start({ Threads: 1, 'Skill Level': anchor.skill });
  try {
    return await match(
      () => levelMover(a, seededRandom(seed++)),
      () => engineMover(engine, anchor.depth),
      job.games,
    );
  } finally {
    await engine.close();
  }
}

const JOB_SCRIPT = fileURLToPath(new URL('./lib/play-ladder-job.ts', import.meta.url));

/** Runs one job in a child process (the same tsx loader as this one). */
function inChild(job: MatchJob): Promise<MatchResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, JOB_SCRIPT, JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as MatchResult)
        : reject(new Error(`play-ladder job ${JSON.stringify(job)} exited with ${code}`)),
    );
  });
}

/** Runs the jobs `processes` at a time; results in the jobs' order. */
async function runAll(jobs: MatchJob[], processes: number): Promise<MatchResult[]> {
  const results: MatchResult[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await inChild(jobs[i]!);
      const j = jobs[i]!;
      const a = PLAY_LEVELS[j.a]!.name;
      const b = j.kind === 'ladder' ? PLAY_LEVELS[j.b]!.name : `Skill ${ANCHORS[j.anchor]!.skill}`;
      console.error(`play-ladder: ${a} vs ${b} ${pct(results[i]!.share)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, processes) }, lane));
  return results;
}

export async function playLadderSuite(): Promise<string> {
  const t0 = performance.now();
  const processes = Number(process.env.PLAY_LADDER_PROCESSES ?? cpus().length);
  const jobs: MatchJob[] = [];
  for (let i = 1; i < PLAY_LEVELS.length; i++)
    jobs.push({ kind: 'ladder', index: jobs.length, a: i, b: i - 1, games: GAMES });
  for (let l = 0; l < PLAY_LEVELS.length; l++)
    for (let k = 0; k < ANCHORS.length; k++)
      jobs.push({ kind: 'anchor', index: jobs.length, a: l, anchor: k, games: ANCHOR_GAMES });
  const results = await runAll(jobs, processes);

  const rows: string[] = [];
  let below = true;
  const ladder: number[] = [];
  for (let i = 1; i < PLAY_LEVELS.length; i++) {
    const hi = PLAY_LEVELS[i]!;
    const lo = PLAY_LEVELS[i - 1]!;
    const { share: s, se } = results[i - 1]!;
    ladder.push(s);
    if (s < 0.55) below = false;
    rows.push(
      `| ${hi.name} (${hi.rating}) vs ${lo.name} (${lo.rating}) | ${pct(s)} | ±${(100 * se).toFixed(1)} | ${s >= 0.55 ? 'yes' : '**no**'} |`,
    );
  }
  const cellsOf: string[][] = [];
  const direct: (number | null)[] = [];
  for (let l = 0; l < PLAY_LEVELS.length; l++) {
    const cells: string[] = [];
    const estimates: number[] = [];
    for (let k = 0; k < ANCHORS.length; k++) {
      const s = results[PLAY_LEVELS.length - 1 + l * ANCHORS.length + k]!.share;
      cells.push(pct(s));
      // Only a score that is not (nearly) a whitewash says where the level stands.
      if (s >= 0.1 && s <= 0.9) estimates.push(ANCHORS[k]!.elo + eloDiff(s, ANCHOR_GAMES));
    }
    cellsOf.push(cells);
    direct.push(estimates.length ? estimates.reduce((x, y) => x + y, 0) / estimates.length : null);
  }
  // A level the anchors do not place is placed through the ladder from its nearest placed
  // neighbour: one level below another by the Elo difference their match showed.
  const rating = [...direct];
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < rating.length; i++) {
      if (rating[i] !== null) continue;
      if (i + 1 < rating.length && rating[i + 1] !== null) {
        rating[i] = rating[i + 1]! - eloDiff(ladder[i]!, GAMES);
        changed = true;
      } else if (i > 0 && rating[i - 1] !== null) {
        rating[i] = rating[i - 1]! + eloDiff(ladder[i - 1]!, GAMES);
        changed = true;
      }
    }
  }
  const anchorRows = PLAY_LEVELS.map(
    (level, i) =>
      `| ${level.name} (${level.rating}) | ${cellsOf[i]!.join(' | ')} | ${rating[i] === null ? '—' : Math.round(rating[i]!)}${direct[i] === null && rating[i] !== null ? ' (via the ladder)' : ''} |`,
  );
  return [
    `${GAMES} games a ladder match and ${ANCHOR_GAMES} against each anchor, colours alternating, both sides sampled as the app samples (seeded); a game past ${MAX_PLIES} plies is adjudicated on material (a lead over one pawn wins).`,
    '',
    '| match | higher level scores | 1 standard error | ≥ 55 % |',
    '| --- | ---: | ---: | :---: |',
    ...rows,
    '',
    below
      ? 'Every level scored at least 55 % against the one below.'
      : 'Not every level scored 55 % against the one below (marked **no**).',
    '',
    `Anchors: ${describeSetup()}, one thread, ${ANCHORS.map((a) => `Skill Level ${a.skill} at depth ${a.depth} taken as ${a.elo}`).join(', ')} (Stockfish's own UCI_Elo mapping, CCRL-calibrated: a rough anchor, not a human rating). Rating = anchor + 400·log10(s/(1−s)), averaged over the anchors where the score is between 10 % and 90 %; a level no anchor places is placed from its neighbour through their ladder match.`,
    '',
    `| level | ${ANCHORS.map((a) => `vs Skill ${a.skill}`).join(' | ')} | anchored rating |`,
    `| --- | ${ANCHORS.map(() => '---:').join(' | ')} | ---: |`,
    ...anchorRows,
    '',
    `Took ${((performance.now() - t0) / 1000).toFixed(0)} s (${processes} processes side by side).`,
  ].join('\n');
}
