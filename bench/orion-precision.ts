// Orion's precision (issue 28): on the real games in bench/fixtures/orion-precision (sources and
// licences in its README), how many of the moves Orion flags are also flagged by a reference,
// Stockfish at depth 20. Every candidate set-up runs Orion's own code (evaluatePositions, then
// buildReport); the reference runs Debian's native Stockfish, an engine and network
// independent of Orion's Stockfish 19 builds.
// The one-thread reference's searches are committed (fixtures/orion-precision/reference-depth20.json).
// Run: `npm run bench -- precision`. REFERENCE_STOCKFISH names the reference binary
// (/usr/games/stockfish), BENCH_PRECISION_SETUPS the candidates, each
// <lite|full|native>@<depth>[+<confirm depth>[/look]][/walk] (native means STOCKFISH_PATH, else
// the reference binary). The look after "+16": none, ADR 0042's wide SECOND_LOOK; "/flagged",
// ADR 0035's, at flagged moves only (cached under its old key "+16"); "/disagree", flagged moves
// and moves whose searches disagree; "/closer", flagged moves, then the closer look. The walk:
// none, a clean hash per position; "/walk", the game walked forward with one hash; "/back",
// backward (ORION_WALK, ADR 0053; Orion's default is lite@12+16/flagged/back).
// Searches are cached by game in
// bench/results/ (gitignored) with the time they took, so a rerun only searches what changed;
// BENCH_FRESH=1 searches everything again; BENCH_PRECISION_GAMES=<n> scores the first n games only
// (the table says so); BENCH_PRECISION_ONLY=candidates fills the candidates' cache only, beside a
// run filling the reference. Never part of `npm test`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildReport,
  parsePgn,
  splitPgnGames,
  type GameMove,
  type PositionEval,
} from '@ascend/chess';
import { Engine, describeSetup, type EngineSetup } from '@ascend/engine';
import {
  FLAGGED_ONLY,
  FLAGGED_OR_DISAGREEING,
  FLAGGED_THEN_CLOSER,
  SECOND_LOOK,
  analysePositions,
  terminalEval,
  type SecondLook,
  type Walk,
} from '../apps/server/src/modules/orion-games/evaluate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const GAMES_FILE = path.join(here, 'fixtures', 'orion-precision', 'games.pgn');
const CACHE_FILE = path.join(here, 'results', 'orion-precision-cache.json');
/**
 * The one-thread reference is the same on every run, and a game of it costs two to four minutes of
 * one core: its searches are committed beside the games (keyed like the cache), so a later run,
 * or another session, starts from the games already searched.
 */
const REFERENCE_FILE = path.join(here, 'fixtures', 'orion-precision', 'reference-depth20.json');
const REFERENCE_DEPTH = 20;
const REFERENCE_BINARY = process.env.REFERENCE_STOCKFISH ?? '/usr/games/stockfish';
/**
 * One thread by default: a search with more threads differs from run to run (the 2-thread
 * reference flagged 171 moves in one run and 166 in the next on the same games), and a target
 * of 90 % cannot be judged against a reference that moves by a point. REFERENCE_THREADS=2 gives
 * the old, faster reference, cached under its old key.
 */
const REFERENCE_THREADS = Number(process.env.REFERENCE_THREADS ?? 1);
const REFERENCE_KEY = REFERENCE_THREADS === 2 ? 'ref' : `ref${REFERENCE_THREADS}t`;
const NATIVE = process.env.STOCKFISH_PATH ?? REFERENCE_BINARY;
/** The games before this many in games.pgn are issue 28's; the rest were added in issue 36. */
const ISSUE_28_GAMES = 22;
const FLAGGED = new Set(['inaccuracy', 'mistake', 'blunder']);
const SERIOUS = new Set(['mistake', 'blunder']);

interface Cached {
  evals: PositionEval[];
  seconds: number;
}
type Cache = Record<string, Cached>;

/** The cache file as it is now: another run may have added to it since this one started. */
const readCache = (): Cache =>
  existsSync(CACHE_FILE) ? (JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Cache) : {};
const readReference = (): Cache =>
  existsSync(REFERENCE_FILE) ? (JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as Cache) : {};
const loadCache = (): Cache =>
  process.env.BENCH_FRESH ? {} : { ...readCache(), ...readReference() };
/**
 * Merged with the file and written whole (renamed into place), so two runs side by side, one
 * filling the reference while another runs candidates, keep each other's searches.
 */
function saveCache(cache: Cache): void {
  mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
  writeFileSync(`${CACHE_FILE}.tmp`, JSON.stringify({ ...readCache(), ...cache }));
  renameSync(`${CACHE_FILE}.tmp`, CACHE_FILE);
  if (REFERENCE_THREADS !== 1) return;
  const reference = readReference();
  for (const [key, value] of Object.entries(cache))
    if (key.startsWith(`${REFERENCE_KEY}@`)) reference[key] = value;
  // One game a line, sorted: a new game adds a line to the committed file.
  const lines = Object.keys(reference)
    .sort()
    .map((key) => `${JSON.stringify(key)}: ${JSON.stringify(reference[key])}`);
  writeFileSync(`${REFERENCE_FILE}.tmp`, `{\n${lines.join(',\n')}\n}\n`);
  renameSync(`${REFERENCE_FILE}.tmp`, REFERENCE_FILE);
}

const gameKey = (moves: readonly GameMove[]) =>
  createHash('sha1')
    .update(moves.map((m) => m.uci).join(' '))
    .digest('hex')
    .slice(0, 16);

/** Stockfish at depth 20 on every position of the game, walking it in order with one hash. */
async function referenceEvals(moves: readonly GameMove[]): Promise<PositionEval[]> {
  const engine = await Engine.start(
    { Threads: REFERENCE_THREADS, Hash: 256 },
    { path: REFERENCE_BINARY },
  );
  try {
    const fens = [...moves.map((m) => m.fenBefore), moves.at(-1)!.fenAfter];
    const out: PositionEval[] = [];
    for (const [i, fen] of fens.entries()) {
      const over = terminalEval(fen);
      if (over) {
        out.push(over);
        continue;
      }
      const a = await engine.analyse(fen, { depth: REFERENCE_DEPTH, keepHash: i > 0 });
      const best = a.lines[0];
      if (!best) throw new Error(`The reference gave no line for ${fen}`);
      const { type, value } = best.score;
      out.push({ eval: type === 'mate' ? { mate: value } : { cp: value }, pv: best.pv });
    }
    return out;
  } finally {
    await engine.close();
  }
}

interface Candidate {
  name: string;
  setup: EngineSetup;
  depth: number;
  /** 0: one pass; else the second look searches again at this depth (ADR 0035, issue 36). */
  confirmDepth: number;
  secondLook: SecondLook;
  /** "/walk" or "/back": the game walked with one hash, forward or backward (AnalysisBudget.walk). */
  walk: Walk;
  /** The cache key's set-up part: "@12+16" is ADR 0035's second look, as cached before. */
  key: string;
}

/** A set-up name's look suffix: the second look and its part of the cache key (old keys kept). */
const LOOKS: Record<string, { look: SecondLook; key: string }> = {
  '': {
    look: SECOND_LOOK,
    key: `~near${SECOND_LOOK.near},disagree${SECOND_LOOK.disagreement},best,closer${SECOND_LOOK.closer}+${SECOND_LOOK.closerDepth}`,
  },
  '/flagged': { look: FLAGGED_ONLY, key: '' },
  '/closer': {
    look: FLAGGED_THEN_CLOSER,
    key: `~flagged,closer${FLAGGED_THEN_CLOSER.closer}+${FLAGGED_THEN_CLOSER.closerDepth}`,
  },
  '/disagree': {
    look: FLAGGED_OR_DISAGREEING,
    key: `~flagged,disagree${FLAGGED_OR_DISAGREEING.disagreement},best`,
  },
};
/** A set-up name's walk suffix (ORION_WALK) and its part of the cache key. */
const WALKS: Record<string, { walk: Walk; key: string }> = {
  '': { walk: 'fresh', key: '' },
  '/walk': { walk: 'forward', key: '~walk' },
  '/back': { walk: 'backward', key: '~back' },
};

function parseCandidates(spec: string): Candidate[] {
  return spec.split(',').map((item) => {
    const m =
      /^(lite|full|native)@(\d+)(?:\+(\d+)(\/flagged|\/closer|\/disagree)?)?(\/walk|\/back)?$/.exec(
        item.trim(),
      );
    if (!m)
      throw new Error(
        `BENCH_PRECISION_SETUPS: "${item}" is not <lite|full|native>@<depth>[+<confirm depth>[/flagged|/closer|/disagree]][/walk|/back]`,
      );
    const [, kind, depth, confirm, lookName = '', walkName = ''] = m;
    const setup: EngineSetup =
      kind === 'native' ? { path: NATIVE } : { build: kind === 'full' ? 'full' : 'lite' };
    const { look: secondLook, key: keyLook } = LOOKS[lookName]!;
    const { walk, key: keyWalk } = WALKS[walkName]!;
    return {
      name: item.trim(),
      setup,
      depth: Number(depth),
      confirmDepth: Number(confirm ?? 0),
      secondLook,
      walk,
      key: `${describeSetup(setup)}@${depth}${confirm ? `+${confirm}${keyLook}` : ''}${keyWalk}`,
    };
  });
}

const pct = (num: number, den: number) => (den ? `${((100 * num) / den).toFixed(1)} %` : '—');

export async function precisionSuite(): Promise<string> {
  if (!existsSync(REFERENCE_BINARY))
    throw new Error(
      `The reference needs a native Stockfish at ${REFERENCE_BINARY} (apt-get install stockfish), or REFERENCE_STOCKFISH`,
    );
  const texts = splitPgnGames(readFileSync(GAMES_FILE, 'utf8'));
  const all = texts.map((text) => parsePgn(text, { minPlies: 1 }).moves);
  // Issue 36 names one miss: Black's 10…cxb5 in the Opera Game (ply 20).
  const opera = texts.findIndex((t) => t.includes('Duke of Brunswick'));
  const operaMove = (evals: PositionEval[]) => {
    const m = buildReport(all[opera]!, evals, 'w').moves[19]!;
    return `${m.classification} (${m.winChanceLoss.toFixed(3)})`;
  };
  const operaRows: string[] = [];
  const games = all.slice(0, Number(process.env.BENCH_PRECISION_GAMES ?? all.length));
  const candidates = parseCandidates(
    process.env.BENCH_PRECISION_SETUPS ??
      'lite@12+16/flagged/back,lite@12+16/flagged,lite@12+16/flagged/walk,lite@12+16/disagree,lite@12+16/disagree/walk,lite@12+16/disagree/back,lite@12+16/closer/walk,lite@12+16/walk,full@12+16/disagree/walk',
  );
  const cache = loadCache();
  const cached = async (key: string, work: () => Promise<PositionEval[]>) => {
    if (!cache[key] && !process.env.BENCH_FRESH) {
      const onDisk = readCache()[key];
      if (onDisk) cache[key] = onDisk;
    }
    if (!cache[key]) {
      const t0 = performance.now();
      const evals = await work();
      cache[key] = { evals, seconds: (performance.now() - t0) / 1000 };
      saveCache(cache);
    }
    return cache[key];
  };

  // BENCH_PRECISION_ONLY=candidates fills the candidates' searches and stops: run beside a run
  // that is still filling the reference, it shares the cache file with it.
  const candidatesOnly = process.env.BENCH_PRECISION_ONLY === 'candidates';
  if (candidatesOnly) {
    for (const c of candidates)
      for (const [g, moves] of games.entries()) {
        const budget = {
          depth: c.depth,
          confirmDepth: c.confirmDepth,
          secondLook: c.secondLook,
          walk: c.walk,
        };
        await cached(`${c.key}:${gameKey(moves)}`, () =>
          analysePositions(moves, 'w', budget, async () => undefined, c.setup),
        );
        console.error(`${c.name}: game ${g + 1}/${games.length}`);
      }
    return `Cached the searches of ${candidates.map((c) => c.name).join(', ')} on ${games.length} games; run again without BENCH_PRECISION_ONLY for the table.`;
  }

  const reference: Cached[] = [];
  for (const [i, moves] of games.entries()) {
    reference.push(
      await cached(`${REFERENCE_KEY}@${REFERENCE_DEPTH}:${gameKey(moves)}`, () =>
        referenceEvals(moves),
      ),
    );
    console.error(`reference: game ${i + 1}/${games.length}`);
  }
  const refClass = games.map((moves, g) =>
    buildReport(moves, reference[g]!.evals, 'w').moves.map((m) => m.classification),
  );
  const refFlags = refClass.flat().filter((c) => FLAGGED.has(c)).length;
  const refSerious = refClass.flat().filter((c) => SERIOUS.has(c)).length;
  const plies = games.reduce((s, m) => s + m.length, 0);

  type Tally = {
    flagged: number;
    flaggedConfirmed: number;
    serious: number;
    seriousFlagged: number;
    seriousSerious: number;
    found: number;
    refSerious: number;
  };
  const zero = (): Tally => ({
    flagged: 0,
    flaggedConfirmed: 0,
    serious: 0,
    seriousFlagged: 0,
    seriousSerious: 0,
    found: 0,
    refSerious: 0,
  });
  const rows: string[] = [];
  // Odd-numbered games choose a set-up, even-numbered games judge it (issue 36: a look is not
  // tuned on the games it is judged on); both halves are reported beside the whole.
  const halves: string[] = [];
  // The 22 games of issue 28, on which ADR 0035's and ADR 0042's looks were chosen, and the 24
  // rated Lichess games added in issue 36, which no set-up was chosen on.
  const sets: string[] = [];
  for (const c of candidates) {
    const all = zero();
    const half = [zero(), zero()];
    const set = [zero(), zero()];
    let seconds = 0;
    for (const [g, moves] of games.entries()) {
      // Orion's own search: MultiPV 2 on one side's positions, as for a learner playing White.
      const budget = {
        depth: c.depth,
        confirmDepth: c.confirmDepth,
        secondLook: c.secondLook,
        walk: c.walk,
      };
      const run = await cached(`${c.key}:${gameKey(moves)}`, () =>
        analysePositions(moves, 'w', budget, async () => undefined, c.setup),
      );
      seconds += run.seconds;
      const mine = buildReport(moves, run.evals, 'w').moves.map((m) => m.classification);
      if (g === opera) operaRows.push(`${c.name}: ${operaMove(run.evals)}`);
      for (const t of [all, half[g % 2]!, set[g < ISSUE_28_GAMES ? 0 : 1]!])
        mine.forEach((cls, i) => {
          const ref = refClass[g]![i]!;
          if (SERIOUS.has(ref)) t.refSerious++;
          if (FLAGGED.has(cls)) {
            t.flagged++;
            if (FLAGGED.has(ref)) t.flaggedConfirmed++;
          }
          if (SERIOUS.has(cls)) {
            t.serious++;
            if (FLAGGED.has(ref)) t.seriousFlagged++;
            if (SERIOUS.has(ref)) t.seriousSerious++;
          }
          if (SERIOUS.has(ref) && FLAGGED.has(cls)) t.found++;
        });
    }
    console.error(`${c.name}: done`);
    rows.push(
      `| ${c.name} (${describeSetup(c.setup)}) | ${all.flagged} | **${pct(all.flaggedConfirmed, all.flagged)}** | ${all.serious} | **${pct(all.seriousFlagged, all.serious)}** | ${pct(all.seriousSerious, all.serious)} | ${pct(all.found, all.refSerious)} | ${(seconds / games.length).toFixed(1)} |`,
    );
    sets.push(
      `| ${c.name} | ${set[0]!.flagged} | ${pct(set[0]!.flaggedConfirmed, set[0]!.flagged)} | ${pct(set[0]!.found, set[0]!.refSerious)} (${set[0]!.found}/${set[0]!.refSerious}) | ${set[1]!.flagged} | ${pct(set[1]!.flaggedConfirmed, set[1]!.flagged)} | ${pct(set[1]!.found, set[1]!.refSerious)} (${set[1]!.found}/${set[1]!.refSerious}) |`,
    );
    halves.push(
      `| ${c.name} | ${half[0]!.flagged} | ${pct(half[0]!.flaggedConfirmed, half[0]!.flagged)} | ${pct(half[0]!.found, half[0]!.refSerious)} | ${half[1]!.flagged} | ${pct(half[1]!.flaggedConfirmed, half[1]!.flagged)} | ${pct(half[1]!.found, half[1]!.refSerious)} |`,
    );
  }
  return [
    `${games.length < all.length ? `The first ${games.length} of ${all.length}` : games.length} games, ${plies} moves (both sides): bench/fixtures/orion-precision/games.pgn. Reference: ${describeSetup({ path: REFERENCE_BINARY })} at depth ${REFERENCE_DEPTH} (${REFERENCE_THREADS} thread${REFERENCE_THREADS === 1 ? '' : 's'}, the game walked with one hash), classified by the same rules (loss of win chance ≥ 0.1 / 0.2 / 0.3); it flags ${refFlags} moves, ${refSerious} of them mistakes or blunders.`,
    '',
    '| Orion set-up | flagged inaccuracy or worse | also flagged by the reference | mistakes + blunders | also flagged by the reference | …as mistake or blunder | reference mistakes + blunders Orion flags | seconds per game |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'The same, by half: odd-numbered games (1, 3, …) to choose a set-up, even-numbered games to judge it.',
    '',
    '| Orion set-up | odd games: flags | confirmed | reference mistakes + blunders flagged | even games: flags | confirmed | reference mistakes + blunders flagged |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...halves,
    '',
    `By origin: the ${ISSUE_28_GAMES} games of issue 28, on which the looks of ADR 0035 and ADR 0042 were chosen, and the rated Lichess games added in issue 36, which no look before ADR 0053's walk was chosen on.`,
    '',
    '| Orion set-up | issue-28 games: flags | confirmed | reference mistakes + blunders flagged | added games: flags | confirmed | reference mistakes + blunders flagged |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...sets,
    '',
    `The Opera Game's 10…cxb5 (game ${opera + 1}, class and loss of win chance): the reference ${
      opera < games.length ? operaMove(reference[opera]!.evals) : 'not run'
    }; ${operaRows.join('; ')}.`,
  ].join('\n');
}
