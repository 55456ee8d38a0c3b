// `npm run bench -- human` (issue 36): how often the Maia nets (@ascend/human) predict the move a
// rated human actually played, beside Stockfish's best move and its Skill Levels on the same
// positions, and how long one prediction takes in Node and in a Chromium Web Worker.
// Games: bench/fixtures/human-games (Lichess via Kaggle, CC0), none of them in any test.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { Chess } from 'chess.js';
import { Engine, describeSetup } from '@ascend/engine';
import { loadModel } from '@ascend/human/node';
import { timeInChromiumWorker } from './lib/human-browser.ts';

interface BenchGame {
  id: string;
  band: number;
  white: number;
  black: number;
  moves: string;
}
const games = (
  JSON.parse(
    readFileSync(new URL('./fixtures/human-games/games.json', import.meta.url), 'utf8'),
  ) as { games: BenchGame[] }
).games;

const BANDS = [1100, 1500, 1900] as const;
const OPENING_PLIES = 10; // positions before ply 10 are reported apart
const LATER_PER_GAME = 5;
// HUMAN_BENCH_GAMES=4 runs a smoke test on the first games of each band.
const GAMES_PER_BAND = Number(process.env.HUMAN_BENCH_GAMES ?? 120);
const DEPTH = 8;
const SKILLS = [0, 5, 10] as const;

interface Position {
  moves: string[]; // played before the position
  human: string; // the move the human played in it
  fen: string;
}

/** Positions of a band: every opening ply, and five spread over the rest of each game. */
function positions(band: number): { opening: Position[]; later: Position[] } {
  const opening: Position[] = [];
  const later: Position[] = [];
  for (const g of games.filter((x) => x.band === band).slice(0, GAMES_PER_BAND)) {
    const moves = g.moves.split(' ');
    const chess = new Chess();
    const fens: string[] = [];
    for (const m of moves) {
      fens.push(chess.fen());
      chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
    }
    const at = (i: number): Position => ({
      moves: moves.slice(0, i),
      human: moves[i]!,
      fen: fens[i]!,
    });
    for (let i = 0; i < OPENING_PLIES; i++) opening.push(at(i));
    const span = moves.length - OPENING_PLIES;
    const picked = new Set<number>();
    for (let k = 0; k < LATER_PER_GAME; k++)
      picked.add(OPENING_PLIES + Math.floor((k * span) / LATER_PER_GAME));
    for (const i of picked) later.push(at(i));
  }
  return { opening, later };
}

const pct = (hits: number, n: number) => `${((100 * hits) / n).toFixed(1)} %`;

function percentile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export async function humanSuite(): Promise<string> {
  const out: string[] = [];
  const best = await Engine.start({ Threads: 1 });
  const skilled = await Promise.all(
    SKILLS.map((s) => Engine.start({ Threads: 1, 'Skill Level': s })),
  );
  const bestCache = new Map<string, string | null>();
  const bestMove = async (fen: string) => {
    if (!bestCache.has(fen))
      bestCache.set(fen, (await best.analyse(fen, { depth: DEPTH })).bestmove);
    return bestCache.get(fen)!;
  };
  const rows: string[] = [];
  const openingRows: string[] = [];
  const maiaRates: number[] = [];
  const verdicts: string[] = [];
  const t0 = performance.now();
  try {
    for (const band of BANDS) {
      const model = loadModel(band);
      const { opening, later } = positions(band);
      let maia = 0;
      let sf = 0;
      const skillHits = SKILLS.map(() => 0);
      for (const pos of later) {
        if (model.predict({ moves: pos.moves })[0]?.uci === pos.human) maia++;
        // Two searches at a time: the machine is shared.
        const [b, s0] = await Promise.all([
          bestMove(pos.fen),
          skilled[0]!.analyse(pos.fen, { depth: DEPTH }),
        ]);
        const rest = await Promise.all(
          skilled.slice(1).map((e) => e.analyse(pos.fen, { depth: DEPTH })),
        );
        if (b === pos.human) sf++;
        [s0, ...rest].forEach((a, i) => {
          if (a.bestmove === pos.human) skillHits[i]!++;
        });
      }
      let maiaOpen = 0;
      let sfOpen = 0;
      for (const pos of opening) {
        if (model.predict({ moves: pos.moves })[0]?.uci === pos.human) maiaOpen++;
        if ((await bestMove(pos.fen)) === pos.human) sfOpen++;
      }
      const n = later.length;
      const nGames = Math.min(GAMES_PER_BAND, games.filter((g) => g.band === band).length);
      maiaRates.push(maia / n);
      const strongestRival = Math.max(sf, ...skillHits) / n;
      verdicts.push(
        `maia-${band} ${(100 * (maia / n - strongestRival)).toFixed(1)} points ahead of the best Stockfish row`,
      );
      rows.push(
        `| maia-${band} | ${band - 100}–${band + 100} | ${nGames} | ${n} | **${pct(maia, n)}** | ${pct(sf, n)} | ${skillHits.map((h) => pct(h, n)).join(' | ')} |`,
      );
      openingRows.push(
        `| maia-${band} | ${opening.length} | ${pct(maiaOpen, opening.length)} | ${pct(sfOpen, opening.length)} |`,
      );
    }
  } finally {
    await best.close();
    await Promise.all(skilled.map((e) => e.close()));
  }
  const average = (100 * maiaRates.reduce((s, r) => s + r, 0)) / maiaRates.length;
  out.push(
    `Games: bench/fixtures/human-games/games.json — ${games.length} rated Lichess games (2017, Kaggle "Chess Game Dataset", CC0), ${GAMES_PER_BAND} per band used, both players within ±100 of the model's rating, none of them in the lc0 fixture or any test. Positions after ply ${OPENING_PLIES}: five spread over each game. Stockfish: ${describeSetup()}, depth ${DEPTH}, one thread, a new game per position; Skill Level rows are the move Stockfish plays at that level (it picks at random among its candidates, so those rows vary a little between runs).`,
    '',
    `| model | band | games | positions after ply ${OPENING_PLIES} | Maia top-1 = human | Stockfish d${DEPTH} best | ${SKILLS.map((s) => `Skill ${s}`).join(' | ')} |`,
    `| --- | --- | ---: | ---: | ---: | ---: | ${SKILLS.map(() => '---:').join(' | ')} |`,
    ...rows,
    '',
    `Average of the three Maia rows: **${average.toFixed(1)} %** (target ≥ 47 %); ${verdicts.join('; ')} (target ≥ 10 each).`,
    '',
    `Opening plies 0–${OPENING_PLIES - 1} of the same games, reported apart:`,
    '',
    `| model | positions | Maia top-1 = human | Stockfish d${DEPTH} best |`,
    '| --- | ---: | ---: | ---: |',
    ...openingRows,
    '',
    `Matching took ${((performance.now() - t0) / 1000).toFixed(0)} s (both Maia and Stockfish).`,
  );

  out.push('', await humanSpeedSuite());
  return out.join('\n');
}

/** ms a position for maia-1500 in Node and in a Chromium Web Worker (also `-- human-speed` alone). */
export async function humanSpeedSuite(): Promise<string> {
  // Speed: the same 200 later positions of the 1500 band in Node and in a Chromium worker.
  const sample = positions(1500).later.slice(0, 200);
  const model = loadModel(1500);
  for (const p of sample.slice(0, 10)) model.predict({ moves: p.moves });
  const load = os.loadavg()[0]!.toFixed(1);
  const cpu0 = process.cpuUsage();
  const nodeMs: number[] = [];
  const nodeTop: string[] = [];
  for (const p of sample) {
    const t = performance.now();
    nodeTop.push(model.predict({ moves: p.moves })[0]!.uci);
    nodeMs.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000 / sample.length;
  const worker = await timeInChromiumWorker(
    1500,
    sample.map((p) => p.moves),
    1,
  );
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const sameTop = worker.top.filter((m, i) => m === nodeTop[i]).length;
  return [
    `Speed, maia-1500, ${sample.length} positions (replaying the game with chess.js, encoding, the net, softmax over the legal moves); load average ${load} when it started:`,
    '',
    '| where | mean ms | p95 ms | budget |',
    '| --- | ---: | ---: | ---: |',
    `| Node ${process.version} (CPU time ${cpuMs.toFixed(1)} ms a position) | ${mean(nodeMs).toFixed(1)} | ${percentile(nodeMs, 0.95).toFixed(1)} | 30 |`,
    `| Chromium ${worker.chromium} Web Worker (esbuild bundle ${(worker.bundleBytes / 1024).toFixed(0)} KB) | ${mean(worker.ms).toFixed(1)} | ${percentile(worker.ms, 0.95).toFixed(1)} | 60 |`,
    '',
    `The worker's most likely move equals Node's on ${sameTop} of ${sample.length} positions.`,
  ].join('\n');
}
