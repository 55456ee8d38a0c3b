import { Chess } from 'chess.js';
import type { ExerciseContent, LessonContent } from '@ascend/contract';
import { name as KIND } from '../../packages/chess/src/ideas/tactics/board.ts';
import type { LoadedSection } from './load.ts';

/**
 * Issue 38, rule 3 — nothing given away: which-move options without `+` or `#`, an answer that is
 * not the only option moving a piece of its kind (the only knight move to "put the knight on an
 * outpost" answers itself), no intro card
 * showing a graded board of its lesson, no position graded twice in the climb (a checkpoint's
 * boards are new), and no board that starts with the solver in check outside the lessons on check.
 */
export type GiveawayReport = {
  labels: string[];
  loneKind: string[];
  introCards: string[];
  repeats: string[];
  inCheck: string[];
  /** Figures for STATUS.md: which-move questions, lessons whose intro shows a graded board. */
  figures: {
    whichMove: number;
    labelQuestions: number;
    loneKindQuestions: number;
    introLessons: number;
    repeatedPositions: number;
    acrossLessons: number;
    boardsInCheck: number;
  };
};

/**
 * The lessons whose subject is check itself: a board may start with the side to move in check
 * there ("Is this checkmate?" in the mate-in-one lesson must show a king in check).
 */
export const lessonsAboutCheck = new Set([
  'check',
  'escaping-check',
  'mate-in-one',
  'check-and-mate-checkpoint',
]);

/** A position's identity: piece placement, side to move, castling and en passant (no clocks). */
export function positionKey(fen: string): string {
  return fen.trim().split(/\s+/).slice(0, 4).join(' ');
}

const START_PLACEMENT = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

/**
 * The board a graded exercise is solved on, if it has one. A find-the-square or follow-the-piece
 * question is graded on its board too ("click the square where the knight forks" after "fork the
 * king and queen" on the same board asks the same thing twice), unless the board is the starting
 * position, where the board-reading drills of section 1 ask about squares rather than a position.
 */
export function gradedBoard(ex: ExerciseContent): string | undefined {
  switch (ex.type) {
    case 'objective_type':
    case 'best_move_type':
    case 'game_type':
      return ex.payload.fen;
    case 'visual_type': {
      const p = ex.payload;
      if ((p.mode !== 'find_square' && p.mode !== 'piece_after_moves') || !p.fen) return undefined;
      return p.fen.startsWith(`${START_PLACEMENT} `) ? undefined : p.fen;
    }
    default:
      return undefined;
  }
}

const sanMark = /^(?:[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](?:=[QRBN])?|O-O(?:-O)?)[+#]$/;

function labelProblems(ex: ExerciseContent): string[] {
  if (ex.type !== 'objective_type') return [];
  return ex.payload.options
    .filter((o) => sanMark.test(o.text.replace(/[!?]+$/, '')))
    .map((o) => `option "${o.text}" shows its check or mate mark (keep + and # for the feedback)`);
}

/**
 * A which-move question whose correct option is the only option moving a piece of its kind: the
 * piece alone gives the answer away. Castling is a king move. Options whose move is not legal on
 * the board are left to the other rules.
 */
export function loneKindProblem(ex: ExerciseContent): string | undefined {
  if (ex.type !== 'objective_type' || !ex.payload.fen) return undefined;
  const { fen, options, correct_option_id } = ex.payload;
  const right = options.find((o) => o.id === correct_option_id);
  if (!right?.move) return undefined;
  let moves;
  try {
    moves = new Chess(fen).moves({ verbose: true });
  } catch {
    return undefined;
  }
  const kindOf = (uci?: string) =>
    moves.find((m) => `${m.from}${m.to}${m.promotion ?? ''}` === uci)?.piece;
  const kind = kindOf(right.move);
  if (!kind) return undefined;
  if (options.some((o) => o !== right && o.move && kindOf(o.move) === kind)) return undefined;
  return `the answer "${right.text}" is the only ${KIND[kind]} move among the options (offer another ${KIND[kind]} move that does not do it, or ask without the piece)`;
}

function inCheck(fen: string): boolean {
  try {
    return new Chess(fen).inCheck();
  } catch {
    return false;
  }
}

const isCheckpoint = (l: LessonContent) => l.id.endsWith('-checkpoint');

export function checkGiveaways(sections: LoadedSection[]): GiveawayReport {
  const labels: string[] = [];
  const loneKind: string[] = [];
  const introCards: string[] = [];
  const inCheckList: string[] = [];
  const introLessons = new Set<string>();
  let whichMove = 0;
  let labelQuestions = 0;
  /** position → the graded items on it, in climb order */
  const seen = new Map<
    string,
    { where: string; lesson: string; unit: string; checkpoint: boolean }[]
  >();
  for (const { file, section } of sections)
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        const graded = new Map<string, string>();
        for (const ex of lesson.exercises) {
          const fen = gradedBoard(ex);
          if (fen) graded.set(positionKey(fen), ex.id);
        }
        for (const ex of lesson.exercises) {
          const where = `${file} › ${unit.id} › ${lesson.id} › ${ex.id} (${ex.type})`;
          if (ex.type === 'objective_type' && ex.payload.options.some((o) => o.move)) {
            whichMove += 1;
            const p = labelProblems(ex);
            if (p.length) labelQuestions += 1;
            labels.push(...p.map((x) => `${where}: ${x}`));
            const lone = loneKindProblem(ex);
            if (lone) loneKind.push(`${where}: ${lone}`);
          }
          if (ex.type === 'info_type' && ex.payload.fen) {
            const same = graded.get(positionKey(ex.payload.fen));
            if (same) {
              introLessons.add(lesson.id);
              introCards.push(`${where}: shows the board of graded exercise ${same}`);
            }
          }
          const fen = gradedBoard(ex);
          if (!fen) continue;
          if (inCheck(fen) && !lessonsAboutCheck.has(lesson.id))
            inCheckList.push(`${where}: the board starts with the side to move in check`);
          // A line drill starts where its opening starts (ADR 0047): not a repeated position.
          if (ex.type === 'best_move_type' && ex.payload.drill) continue;
          const key = positionKey(fen);
          const list = seen.get(key) ?? seen.set(key, []).get(key)!;
          list.push({ where, lesson: lesson.id, unit: unit.id, checkpoint: isCheckpoint(lesson) });
        }
      }
  const repeats: string[] = [];
  let acrossLessons = 0;
  for (const [key, list] of seen) {
    if (list.length < 2) continue;
    if (new Set(list.map((x) => x.lesson)).size > 1) acrossLessons += 1;
    for (const later of list.slice(1))
      repeats.push(
        `${later.where}: the position ${key} is already graded in ${list[0]!.where}${later.checkpoint ? ' (a checkpoint uses only new positions)' : ''}`,
      );
  }
  return {
    labels,
    loneKind,
    introCards,
    repeats,
    inCheck: inCheckList,
    figures: {
      whichMove,
      labelQuestions,
      loneKindQuestions: loneKind.length,
      introLessons: introLessons.size,
      repeatedPositions: [...seen.values()].filter((l) => l.length > 1).length,
      acrossLessons,
      boardsInCheck: inCheckList.length,
    },
  };
}
