import { Chess } from 'chess.js';
import { fenProblem } from '@ascend/chess';

/*
 * Random legal placements with the material and structure each endgame idea needs. A placement
 * is a list of [piece letter (FEN), candidate squares]; each piece takes a random free square.
 */
type Rng = () => number;
type Place = [string, (string | null)[]];

const FILES = 'abcdefgh';
export const sqr = (f: number, r: number) =>
  f >= 0 && f < 8 && r >= 0 && r < 8 ? `${FILES[f]}${r + 1}` : null;
const all = () => [...Array(64).keys()].map((i) => sqr(i % 8, Math.floor(i / 8)));
const around = (f: number, r: number, d: number) =>
  all().filter(
    (s) => s && Math.abs(FILES.indexOf(s[0]!) - f) <= d && Math.abs(Number(s[1]) - 1 - r) <= d,
  );
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

function build(rng: Rng, places: Place[], turn: 'w' | 'b'): string | null {
  const c = new Chess();
  c.clear();
  for (const [letter, cands] of places) {
    const free = cands.filter((s): s is string => !!s && !c.get(s as never));
    if (!free.length) return null;
    const s = free[Math.floor(rng() * free.length)]!;
    const color = letter === letter.toUpperCase() ? 'w' : 'b';
    c.put({ type: letter.toLowerCase() as never, color }, s as never);
  }
  const fen = `${c.fen().split(' ')[0]} ${turn} - - 0 1`;
  if (fenProblem(fen)) return null;
  const g = new Chess(fen);
  return g.isGameOver() ? null : fen;
}

/** The same position with colours swapped and the board turned round. */
export function flip(fen: string): string {
  const [board, turn] = fen.split(' ');
  const swapped = board!
    .split('/')
    .reverse()
    .join('/')
    .replace(/[a-z]/gi, (x) => (x === x.toUpperCase() ? x.toLowerCase() : x.toUpperCase()));
  return `${swapped} ${turn === 'w' ? 'b' : 'w'} - - 0 1`;
}
/** Mirror files a↔h. */
export function mirror(fen: string): string {
  const [board, ...rest] = fen.split(' ');
  const rows = board!.split('/').map((row) => {
    const cells = row.replace(/\d/g, (d) => '1'.repeat(Number(d))).split('');
    return cells
      .reverse()
      .join('')
      .replace(/1+/g, (m) => String(m.length));
  });
  return [rows.join('/'), ...rest].join(' ');
}

/** One white pawn on b–g up to its fifth rank, its king near it, the black king in front. */
export function kingAndPawn(rng: Rng): string | null {
  const f = int(rng, 1, 6);
  const r = int(rng, 1, 4);
  return build(
    rng,
    [
      ['P', [sqr(f, r)]],
      ['K', around(f, r, 2)],
      ['k', around(f, Math.min(7, r + 3), 2).filter((s) => s && Number(s[1]) - 1 > r)],
    ],
    'w',
  );
}

/** A white passed pawn, the black king on the edge of its square, Black to move (or White). */
export function squareRace(rng: Rng, turn: 'w' | 'b'): string | null {
  const f = int(rng, 0, 7);
  const r = int(rng, 2, 4);
  const n = 7 - r;
  const edge = all().filter((s) => {
    if (!s) return false;
    const d = Math.max(Math.abs(FILES.indexOf(s[0]!) - f), 7 - (Number(s[1]) - 1));
    return d === n + 1 && Math.abs(FILES.indexOf(s[0]!) - f) >= 2;
  });
  const extra: Place[] =
    rng() < 0.5
      ? [['p', around(7 - f, 5, 2).filter((s) => s && s[1] !== '1' && s[1] !== '8')]]
      : [];
  return build(
    rng,
    [['P', [sqr(f, r)]], ['k', edge], ['K', all().filter((s) => s && s[1] !== '8')], ...extra],
    turn,
  );
}

/** Pawns on both wings, White with an extra passed pawn on the a-file (or h-file). */
export function outsidePasser(rng: Rng): string | null {
  const n = int(rng, 2, 3);
  const wing = [5, 6, 7].slice(3 - n);
  const places: Place[] = [['P', [sqr(0, int(rng, 2, 4))]]];
  for (const f of wing) places.push(['P', [sqr(f, 1), sqr(f, 2)]], ['p', [sqr(f, 6), sqr(f, 5)]]);
  places.push(['K', around(4, 3, 2)], ['k', around(4, 4, 2)]);
  const fen = build(rng, places, 'w');
  return fen && rng() < 0.5 ? mirror(fen) : fen;
}

/**
 * Two or three pawns a side facing each other (White's on the fifth rank, Black's mostly on the
 * seventh), the kings far away: a breakthrough may win.
 */
export function facingPawns(rng: Rng): string | null {
  const n = rng() < 0.7 ? 3 : 2;
  const f0 = rng() < 0.5 ? 0 : 8 - n;
  const places: Place[] = [];
  for (let f = f0; f < f0 + n; f++)
    places.push(['P', [sqr(f, 4)]], ['p', [sqr(f, rng() < 0.8 ? 6 : 5)]]);
  const far = f0 < 4 ? 7 : 0;
  places.push(['K', around(far, int(rng, 0, 2), 1)], ['k', around(far, int(rng, 3, 5), 1)]);
  return build(rng, places, 'w');
}

/** Passed pawns on both sides racing to promote. */
export function pawnRace(rng: Rng): string | null {
  const fw = int(rng, 0, 7);
  const fb = (fw + int(rng, 3, 5)) % 8;
  return build(
    rng,
    [
      ['P', [sqr(fw, int(rng, 4, 5))]],
      ['p', [sqr(fb, int(rng, 2, 4))]],
      ['K', all().filter((s) => s && s[1] !== '1' && s[1] !== '8')],
      ['k', all().filter((s) => s && s[1] !== '1' && s[1] !== '8')],
    ],
    'w',
  );
}

/**
 * Lucena: pawn on the seventh, White's king on the promotion square, Black's king cut off one
 * file away by White's rook, Black's rook on the other wing ready to check from the side.
 */
export function lucena(rng: Rng): string | null {
  const f = int(rng, 1, 6);
  const side = f <= 1 ? 1 : f >= 6 ? -1 : rng() < 0.5 ? -1 : 1;
  const rookFiles = [0, 1, 2, 3, 4, 5, 6, 7].filter((x) => (x - f) * side <= -2);
  return build(
    rng,
    [
      ['P', [sqr(f, 6)]],
      ['K', [sqr(f, 7)]],
      ['k', [sqr(f + 2 * side, 6), sqr(f + 2 * side, 5), sqr(f + 2 * side, 7)]],
      ['R', [0, 1, 2, 3].map((r) => sqr(f + side, r))],
      ['r', rookFiles.flatMap((x) => [0, 1, 2, 3, 4, 5, 6].map((r) => sqr(x, r)))],
    ],
    'w',
  );
}

/** Philidor: Black defends rook and pawn against rook, the pawn not yet on the sixth. */
export function philidor(rng: Rng): string | null {
  const f = int(rng, 2, 5);
  const r = int(rng, 3, 4);
  return build(
    rng,
    [
      ['P', [sqr(f, r)]],
      ['K', around(f, r + 1, 1).filter((s) => s && Number(s[1]) - 1 === r + 1)],
      ['k', [sqr(f, 7), sqr(f - 1, 7), sqr(f + 1, 7)]],
      ['R', all().filter((s) => s && Number(s[1]) <= 3)],
      ['r', all().filter((s) => s && Number(s[1]) <= 4)],
    ],
    'b',
  );
}

/**
 * Rook and pawn against rook, the black king two files from the pawn and a little ahead of it,
 * White's rook far away on its first rank, Black's rook on its back rank: one rook move cuts the
 * king off (the pattern of Rd1! with the king on c5 and the pawn on e2).
 */
export function cutOff(rng: Rng): string | null {
  const f = int(rng, 2, 5);
  const r = int(rng, 1, 2);
  const side = rng() < 0.5 ? -1 : 1;
  const far = side < 0 ? 7 : 0;
  return build(
    rng,
    [
      ['P', [sqr(f, r)]],
      ['K', [sqr(f + 1, r), sqr(f - 1, r), sqr(f + 1, r - 1), sqr(f - 1, r - 1)]],
      ['k', [2, 3, 4].map((d) => sqr(f + 2 * side, r + d))],
      ['R', [sqr(far, 0), sqr(far, 1)]],
      ['r', [0, 1, 2, 3, 4, 5, 6, 7].map((x) => sqr(x, 7))],
    ],
    'w',
  );
}

/** A rook ending with a passed pawn (either side's) on the a-file and pawns on the other wing. */
export function rookAndPasser(rng: Rng): string | null {
  const passer: Place =
    rng() < 0.5 ? ['P', [sqr(0, int(rng, 3, 4))]] : ['p', [sqr(0, int(rng, 3, 4))]];
  const places: Place[] = [passer];
  for (const f of [5, 6, 7])
    places.push(['P', [sqr(f, 1), sqr(f, 2)]], ['p', [sqr(f, 6), sqr(f, 5)]]);
  places.push(
    ['K', around(5, 1, 1)],
    ['k', around(5, 6, 1)],
    ['R', all().filter((s) => s && Number(s[1]) >= 2 && Number(s[1]) <= 6)],
    ['r', all().filter((s) => s && Number(s[1]) >= 3 && Number(s[1]) <= 7)],
  );
  const fen = build(rng, places, 'w');
  return fen && rng() < 0.5 ? mirror(fen) : fen;
}

/** Lone king against the given white pieces (and the white king). */
export function loneKing(rng: Rng, pieces: string): string | null {
  const places: Place[] = [
    ['k', all()],
    ['K', all()],
  ];
  for (const x of pieces) places.push([x.toUpperCase(), all()]);
  return build(rng, places, 'w');
}
