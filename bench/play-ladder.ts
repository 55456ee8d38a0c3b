// `npm run bench -- play-ladder`: the Play opponent's levels (packages/human PLAY_LEVELS) play
// each other and Stockfish, sampling exactly as the app does. Each level should score at least
// 55 % against the level below; the Stockfish games anchor a rating for each level.
// PLAY_LADDER_GAMES (default 100) sets the games per ladder match, PLAY_ANCHOR_GAMES (default 30)
// the games per match against a Stockfish anchor, colours alternating. 20-game matches were too
// few: one standard error is 11 points, and a level 60 % stronger showed as 53 % (2026-11-28).
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

export async function playLadderSuite(): Promise<string> {
  const t0 = performance.now();
  let seed = 1;
  const rows: string[] = [];
  let below = true;
  const ladder: number[] = [];
  for (let i = 1; i < PLAY_LEVELS.length; i++) {
    const hi = PLAY_LEVELS[i]!;
    const lo = PLAY_LEVELS[i - 1]!;
    const { share: s, se } = await match(
      () => levelMover(hi, seededRandom(seed++)),
      () => levelMover(lo, seededRandom(seed++)),
      GAMES,
    );
    ladder.push(s);
    if (s < 0.55) below = false;
    rows.push(
      `| ${hi.name} (${hi.rating}) vs ${lo.name} (${lo.rating}) | ${pct(s)} | ±${(100 * se).toFixed(1)} | ${s >= 0.55 ? 'yes' : '**no**'} |`,
    );
    console.error(`play-ladder: ${hi.name} vs ${lo.name} ${pct(s)}`);
  }
  const engines = await Promise.all(
    ANCHORS.map((a) => Engine.start({ Threads: 1, 'Skill Level': a.skill })),
  );
  const cellsOf: string[][] = [];
  const direct: (number | null)[] = [];
  try {
    for (const level of PLAY_LEVELS) {
      const cells: string[] = [];
      const estimates: number[] = [];
      for (const [k, a] of ANCHORS.entries()) {
        const { share: s } = await match(
          () => levelMover(level, seededRandom(seed++)),
          () => engineMover(engines[k]!, a.depth),
          ANCHOR_GAMES,
        );
        cells.push(pct(s));
        // Only a score that is not (nearly) a whitewash says where the level stands.
        if (s >= 0.1 && s <= 0.9) estimates.push(a.elo + eloDiff(s, ANCHOR_GAMES));
      }
      cellsOf.push(cells);
      console.error(`play-ladder: ${level.name} vs the anchors ${cells.join(', ')}`);
      direct.push(
        estimates.length ? estimates.reduce((x, y) => x + y, 0) / estimates.length : null,
      );
    }
  } finally {
    await Promise.all(engines.map((e) => e.close()));
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
    `Took ${((performance.now() - t0) / 1000).toFixed(0)} s.`,
  ].join('\n');
}
