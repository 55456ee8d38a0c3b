import { Chess } from 'chess.js';
import type { ExerciseContent, LessonContent, SectionContent, UnitContent } from '@ascend/contract';

/**
 * Small builders so the curriculum reads like a script. An exercise is built without its id;
 * the lesson numbers its exercises `<lesson-id>-<n>`, so ids stay stable while a lesson's
 * exercises keep their order.
 */
type Draft = Omit<ExerciseContent, 'id'>;
type Diagram = {
  fen?: string;
  arrows?: { from: string; to: string; color?: 'green' | 'red' | 'blue' | 'yellow' }[];
  highlights?: { square: string; color?: 'green' | 'red' | 'blue' | 'yellow' }[];
};

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const EMPTY = '8/8/8/8/8/8/8/8';

/** "e2-e4" style arrows: ['e2e4', 'g1f3'] → arrows. */
export const arrows = (...moves: string[]) =>
  moves.map((m) => ({ from: m.slice(0, 2), to: m.slice(2, 4), color: 'green' as const }));
export const marks = (...squares: string[]) =>
  squares.map((square) => ({ square, color: 'yellow' as const }));

export const info = (
  text: string,
  diagram: Diagram = {},
  feedback = 'Got it? Let’s keep going!',
): Draft => ({ type: 'info_type', feedback, payload: { text, ...diagram } as never });

export const match = (prompt: string, pairs: [string, string][], feedback: string): Draft => ({
  type: 'matching_type',
  feedback,
  payload: { prompt, pairs: pairs.map(([left, right]) => ({ left, right })) },
});

/** Options as strings; the correct one starts with "*". Ids are a, b, c… in the written order. */
export function choose(
  question: string,
  options: string[],
  feedback: string,
  diagram: Diagram = {},
): Draft {
  const ids = 'abcdef';
  const correct = options.findIndex((o) => o.startsWith('*'));
  if (correct < 0) throw new Error(`no correct option in "${question}"`);
  return {
    type: 'objective_type',
    feedback,
    payload: {
      question,
      ...diagram,
      options: options.map((o, i) => ({ id: ids[i]!, text: o.replace(/^\*/, '') })),
      correct_option_id: ids[correct]!,
    } as never,
  };
}

/** solution is space-separated UCI: learner, reply, learner… `mate` accepts any mating last move. */
export const best = (
  prompt: string,
  fen: string,
  solution: string,
  feedback: string,
  opts: { mate?: boolean } & Diagram = {},
): Draft => ({
  type: 'best_move_type',
  feedback,
  payload: {
    prompt,
    fen,
    solution: solution.split(' '),
    ...(opts.mate ? { accept_any_mate: true } : {}),
    ...(opts.arrows ? { arrows: opts.arrows } : {}),
    ...(opts.highlights ? { highlights: opts.highlights } : {}),
  },
});

export const findSquare = (
  square: string,
  feedback: string,
  prompt = `Click the square ${square}.`,
  fen?: string,
): Draft => ({
  type: 'visual_type',
  feedback,
  payload: { mode: 'find_square', prompt, square, ...(fen ? { fen } : {}) },
});
export const nameSquare = (
  square: string,
  feedback: string,
  prompt = 'What is the name of the highlighted square?',
  fen?: string,
): Draft => ({
  type: 'visual_type',
  feedback,
  payload: { mode: 'name_square', prompt, square, ...(fen ? { fen } : {}) },
});
export const squareColor = (
  square: string,
  feedback: string,
  prompt = `Is ${square} a light or a dark square? Try it without looking at the board.`,
): Draft => ({
  type: 'visual_type',
  feedback,
  payload: { mode: 'square_color', prompt, square },
});
export const track = (
  prompt: string,
  fen: string,
  moves: string,
  from: string,
  feedback: string,
): Draft => ({
  type: 'visual_type',
  feedback,
  payload: { mode: 'piece_after_moves', prompt, fen, moves: moves.split(' '), track: from },
});

export const arrange = (
  prompt: string,
  start: string,
  target: string,
  palette: string,
  feedback: string,
): Draft => ({
  type: 'board_arrangement',
  feedback,
  payload: { prompt, start_fen: start, target, palette: palette.split('') as never },
});

type Goal = {
  kind: 'mate' | 'promote' | 'win_material' | 'hold_draw';
  moves?: number;
  material?: number;
};
export const game = (
  prompt: string,
  fen: string,
  goal: Goal,
  feedback: string,
  engine = { skill: 0, depth: 1 },
): Draft => ({
  type: 'game_type',
  feedback,
  payload: { prompt, fen, goal, engine },
});

export const lesson = (id: string, title: string, xp: number, drafts: Draft[]): LessonContent => ({
  id,
  title,
  xp,
  exercises: drafts.map((d, i) => ({ id: `${id}-${i + 1}`, ...d }) as ExerciseContent),
});
export const unit = (
  id: string,
  title: string,
  description: string,
  lessons: LessonContent[],
): UnitContent => ({ id, title, description, lessons });
export const section = (
  id: string,
  title: string,
  description: string,
  units: UnitContent[],
): SectionContent => ({ id, title, description, units });

/** FEN after SAN moves from the start, so opening positions are written as the moves that reach them. */
export function fenAfter(san: string): string {
  const chess = new Chess();
  for (const m of san.split(' ')) chess.move(m);
  return chess.fen();
}

/** SAN moves from `fen` as the UCI line the contract stores. */
export function uciLine(fen: string, san: string): string {
  const chess = new Chess(fen);
  return san
    .split(' ')
    .map((m) => {
      const mv = chess.move(m);
      return mv.from + mv.to + (mv.promotion ?? '');
    })
    .join(' ');
}
