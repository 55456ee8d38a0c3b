import { Chess } from 'chess.js';
import type { ExerciseContent, LessonContent } from '@ascend/contract';
import type { LoadedSection } from './load.ts';

/**
 * Issue 38, rule 3 — nothing given away: which-move options without `+` or `#`, no intro card
 * showing a graded board of its lesson, no position graded twice in the climb (a checkpoint's
 * boards are new), and no board that starts with the solver in check outside the lessons on check.
 */
export type GiveawayReport = {
  labels: string[];
  introCards: string[];
  repeats: string[];
  inCheck: string[];
  /** Figures for STATUS.md: which-move questions, lessons whose intro shows a graded board. */
  figures: {
    whichMove: number;
    labelQuestions: number;
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

/** The board a graded exercise is solved on, if it has one. */
export function gradedBoard(ex: ExerciseContent): string | undefined {
  switch (ex.type) {
    case 'objective_type':
    case 'best_move_type':
    case 'game_type':
      return ex.payload.fen;
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
    introCards,
    repeats,
    inCheck: inCheckList,
    figures: {
      whichMove,
      labelQuestions,
      introLessons: introLessons.size,
      repeatedPositions: [...seen.values()].filter((l) => l.length > 1).length,
      acrossLessons,
      boardsInCheck: inCheckList.length,
    },
  };
}
