import { readFileSync } from 'node:fs';
import { Chess, type Square } from 'chess.js';
import type { LineDrill } from '@ascend/contract';
import { best, info, START, type Draft } from '../../helpers.ts';

/*
 * Issue 38.5 (ADR 0047): each opening lesson ends with a line drill — the learner plays their
 * side of a main line of the opening book (content/openings/book.json) against the book's
 * replies — and a board with the opening's typical plan. The lines are written here in SAN and
 * end on a learner move at a book position of the opening; the engine step of the build
 * (engine/drill.ts) adds the engine-approved alternatives of every learner ply and the
 * refutations of the plausible mistakes, and the content check proves all of it.
 */

/** A book move may be this far (centipawns, depth 16) below the engine's best; so may an "also good" move. */
export const DRILL_MARGIN_CP = 60;

export interface Plan {
  /** SAN after the drill's line (book moves), to the board the plan is shown on; '' for the line's end. */
  after: string;
  /** The plan's moves as arrows, in order: each from a piece of `side` (or the end of an earlier arrow). */
  arrows: string[];
  side: 'w' | 'b';
  /** The pieces the sentence names, as FEN letter + square ('Pc3', 'bc5'): each must be there. */
  pieces: string[];
  text: string;
}
export interface Drill {
  /** SAN from the start: the whole line, the learner's side playing the last move. */
  line: string;
  /** The learner's side: White drills start at the initial position, Black drills after White's first move. */
  side: 'w' | 'b';
  plan: Plan;
}

/**
 * A drill whose plan is the learner's own side's (every drill's is): the plan's arrows and pieces
 * are written as space-separated lists.
 */
function drill(
  side: 'w' | 'b',
  line: string,
  plan: { after: string; arrows: string; pieces: string; text: string },
): Drill {
  const { after, text } = plan;
  return {
    line,
    side,
    plan: { after, arrows: plan.arrows.split(' '), side, pieces: plan.pieces.split(' '), text },
  };
}

export const drills: Record<string, Drill> = {
  'italian-game': drill('w', 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3', {
    after: 'Nf6',
    arrows: 'd2d4',
    pieces: 'Pc3 Pe4 Pd2 bc5',
    text: 'The plan behind c3: the pawn on c3 supports d2–d4. With pawns on e4 and d4 White has a broad centre, and d4 hits the bishop on c5.',
  }),
  'ruy-lopez': drill('w', 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O', {
    after: 'Be7',
    arrows: 'f1e1 c2c3 d2d4',
    pieces: 'Rf1 Pe4 pe5 Ba4',
    text: 'White’s plan: the rook goes from f1 to e1 to guard the pawn on e4, then c2–c3 prepares d2–d4. The centre grows and the pawn on e5 stays under pressure, with the bishop on a4 keeping an eye on the knight that defends it.',
  }),
  'scotch-game': drill('w', 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4', {
    after: 'Nf6',
    arrows: 'b1c3 f1d3',
    pieces: 'Pe4 Nd4 nf6',
    text: 'White has a pawn on e4 and no black pawn in the centre. The plan: develop fast — Nb1–c3 guards e4 against the knight on f6, the bishop goes to d3 — castle, and use the open d-file, with the knight on d4 well placed in the centre.',
  }),
  'four-knights-game': drill('w', 'e4 e5 Nf3 Nc6 Nc3 Nf6 Bb5 Bb4 O-O O-O d3', {
    after: 'd6',
    arrows: 'c1g5 c3e2 e2g3',
    pieces: 'Nc3 nf6 Pd3 bb4',
    text: 'With the pawn on d3 the bishop on c1 comes out to g5 and pins the knight on f6. The knight on c3 then reroutes via e2 to g3, away from the pin by the bishop on b4 and towards the black king.',
  }),
  'sicilian-defence': drill('b', 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6', {
    after: 'Be2',
    arrows: 'e7e5 b7b5',
    pieces: 'pa6 pb7 pe7 Nd4',
    text: 'Black’s plan in the Najdorf: …e7–e5 drives the knight on d4 away and claims the centre, and the pawn on a6 prepares …b7–b5 to expand on the queenside, where the half-open c-file helps Black’s rook.',
  }),
  'french-defence': drill('b', 'e4 e6 d4 d5 Nc3 Bb4 e5 c5', {
    after: '',
    arrows: 'b8c6 d8a5',
    pieces: 'Pd4 Pe5 pc5 pd5 bb4 Nc3',
    text: 'Black attacks White’s pawn chain at its base: the pawn on c5 hits d4 and the knight comes to c6 to add to the pressure, while the queen comes to a5 to join the bishop on b4 in pinning the knight on c3. The pawn on e5 is the chain’s head; d4 is its base, where it can break.',
  }),
  'caro-kann-defence': drill('b', 'e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5', {
    after: 'Ng3',
    arrows: 'f5g6 e7e6 b8d7',
    pieces: 'bf5 pc6 pe7 Ng3',
    text: 'The bishop is out on f5 before …e7–e6 shuts it in. Chased by the knight on g3, it steps back to g6; then …e6, …Nd7 and …Ngf6 complete a solid set-up, with the pawn on c6 keeping the long diagonal closed.',
  }),
  'scandinavian-defence': drill('b', 'e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6', {
    after: 'Nf3',
    arrows: 'c7c6 c8f5',
    pieces: 'qa5 nf6 pc7 Pd4',
    text: 'Black’s plan: …c7–c6 gives the queen on a5 a way back to c7, and the bishop comes out to f5 before the e-pawn moves and shuts it in. The knight on f6 guards the kingside; White keeps the pawn on d4 and a small lead in development.',
  }),
  'queens-gambit': drill('w', 'd4 d5 c4 e6 Nc3 Nf6 cxd5 exd5 Bg5', {
    after: 'Be7 e3 c6',
    arrows: 'a1b1 b2b4 b4b5',
    pieces: 'Pa2 Pb2 pa7 pb7 pc6 pd5 Pd4',
    text: 'The minority attack: White’s two pawns on a2 and b2 advance with b2–b4–b5 against Black’s three on a7, b7 and c6, with the rook behind them on b1. When b5 takes on c6, Black is left with a weak pawn on c6 or d5.',
  }),
  'london-system': drill('w', 'd4 d5 Bf4 Nf6 e3 e6 Nf3 c5 c3 Nc6 Nbd2', {
    after: 'Bd6',
    arrows: 'f1d3 e1g1 f3e5',
    pieces: 'Bf4 Pd4 Pc3 Pe3 Nf3',
    text: 'The London set-up is complete: the bishop on f4 outside the pawn chain, pawns on c3, d4 and e3. Next Bd3, castle, and the knight on f3 jumps to e5, backed by the bishop on f4 and the pawn on d4, for a kingside attack.',
  }),
  'kings-indian-setup': drill('b', 'd4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O Be2 e5', {
    after: 'O-O Nc6 d5 Ne7',
    arrows: 'f6e8 f7f5',
    pieces: 'nf6 pf7 pe5 Pd5 bg7',
    text: 'With the centre closed by d5, Black attacks on the kingside: the knight on f6 steps back to e8 and the pawn on f7 storms forward to f5. The pawn on e5 holds the centre against the pawn on d5, and the bishop on g7 waits behind it.',
  }),
  'english-opening': drill('w', 'c4 e5 Nc3 Nf6 Nf3 Nc6 g3', {
    after: 'd5',
    arrows: 'c4d5 f1g2',
    pieces: 'Pc4 Pg3 Nc3 pd5',
    text: 'The English fights for the centre from the side. Here the pawn on c4 takes on d5, and the bishop goes to g2, where the pawn on g3 made room: from the long diagonal it presses, with the knight on c3, on Black’s centre.',
  }),
};

const numbered = (sans: string[], startPly: number) =>
  sans
    .map((m, i) => {
      const ply = startPly + i;
      if (ply % 2 === 0) return `${ply / 2 + 1}.${m}`;
      return i === 0 ? `${(ply - 1) / 2 + 1}…${m}` : m;
    })
    .join(' ');

type BookRow = [position: string, eco: string, name: string, plies: number];
let book: Map<string, BookRow> | undefined;
/** The opening book's row of a position (content/openings/book.json, keyed by the FEN's first four fields). */
export function bookRow(fen: string): BookRow | undefined {
  book ??= new Map(
    (
      JSON.parse(
        readFileSync(new URL('../../../../content/openings/book.json', import.meta.url), 'utf8'),
      ) as { rows: BookRow[] }
    ).rows.map((r) => [r[0], r]),
  );
  return book.get(fen.split(' ').slice(0, 4).join(' '));
}

/** The position the drill starts in and its solution in UCI (learner first). */
export function drillLine(d: Drill): { fen: string; solution: string[]; sans: string[] } {
  const chess = new Chess();
  const sans = d.line.split(' ');
  if (d.side === 'b') chess.move(sans[0]!);
  const fen = d.side === 'b' ? chess.fen() : START;
  const solution = sans.slice(d.side === 'b' ? 1 : 0).map((m) => {
    const mv = chess.move(m);
    return mv.from + mv.to + (mv.promotion ?? '');
  });
  return { fen, solution, sans };
}

/** The drill as a best-move exercise; the build's engine step fills `alternatives` and `refutations`. */
export function drillExercise(opening: string, d: Drill): Draft {
  const { fen, solution, sans } = drillLine(d);
  const end = new Chess();
  for (const m of sans) end.move(m);
  const row = bookRow(end.fen());
  if (!row || row[3] !== sans.length)
    throw new Error(`${opening}: the drill's line ${d.line} does not end on a book line`);
  const name = row[2];
  const learner = Math.ceil(solution.length / 2);
  const side = d.side === 'w' ? 'White' : 'Black';
  const first = d.side === 'b' ? ` White opens ${numbered(sans.slice(0, 1), 0)}.` : '';
  const draft = best(
    `Play the ${opening} as ${side}: ${learner} moves of the main line.${first} Your opponent answers with the book’s moves.`,
    fen,
    solution.join(' '),
    `The line: ${numbered(sans, 0)}.`,
  );
  const drill: LineDrill = { kind: 'line', name, margin_cp: DRILL_MARGIN_CP, alternatives: [] };
  return { ...draft, payload: { ...draft.payload, drill } } as Draft;
}

/** The board after the line (and `plan.after`) with the plan's arrows. */
export function planBoard(d: Drill): Draft {
  const chess = new Chess();
  for (const m of `${d.line} ${d.plan.after}`.trim().split(' ')) chess.move(m);
  // The board is a few book moves past the drill: say which.
  const more = d.plan.after ? d.plan.after.split(' ') : [];
  const lead = more.length ? `The board after ${numbered(more, d.line.split(' ').length)}. ` : '';
  const text = `${lead}${d.plan.text}`;
  const problems = planProblems(chess.fen(), d.plan);
  if (problems.length) throw new Error(`the plan after ${d.line}: ${problems.join('; ')}`);
  return info(text, {
    fen: chess.fen(),
    arrows: d.plan.arrows.map((a) => ({
      from: a.slice(0, 2),
      to: a.slice(2, 4),
      color: 'blue' as const,
    })),
  });
}

/**
 * What is wrong with a plan board (empty when it is true of the board): each named piece stands
 * on its square; each arrow starts at a piece of the planning side (or where an earlier arrow
 * ended) that can make that move with the earlier arrows played; every square the sentence
 * names is a named piece's square or an arrow's end.
 */
export function planProblems(fen: string, plan: Pick<Plan, 'arrows' | 'side' | 'pieces' | 'text'>) {
  const problems: string[] = [];
  const board = new Chess(fen);
  for (const p of plan.pieces) {
    const letter = p[0]!;
    const sq = p.slice(1) as Square;
    const x = board.get(sq);
    const want = { color: letter === letter.toUpperCase() ? 'w' : 'b', type: letter.toLowerCase() };
    if (!x || x.color !== want.color || x.type !== want.type)
      problems.push(`the plan names ${p} but ${sq} holds ${x ? x.color + x.type : 'nothing'}`);
  }
  const play = new Chess(fen);
  for (const a of plan.arrows) {
    const parts = play.fen().split(' ');
    parts[1] = plan.side;
    parts[3] = '-';
    let moved = false;
    try {
      const c = new Chess(parts.join(' '));
      const mv = c.move({ from: a.slice(0, 2), to: a.slice(2, 4), promotion: 'q' });
      moved = Boolean(mv);
      if (mv) play.load(c.fen());
    } catch {
      moved = false;
    }
    if (!moved)
      problems.push(
        `the plan's arrow ${a} is not a move of the ${plan.side === 'w' ? 'white' : 'black'} pieces here`,
      );
  }
  const named = new Set([
    ...plan.pieces.map((p) => p.slice(1)),
    ...plan.arrows.flatMap((a) => [a.slice(0, 2), a.slice(2, 4)]),
  ]);
  for (const sq of plan.text.match(/\b[a-h][1-8]\b/g) ?? [])
    if (!named.has(sq))
      problems.push(`the plan's sentence names ${sq}, which no piece or arrow shows`);
  return problems;
}
