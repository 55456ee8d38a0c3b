import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { Puzzle } from '@ascend/contract';
import type { BoardHighlight } from '../../components/board/chess-board.tsx';
import { judgeMove, learnerMoves, positionAfter, solverSide } from './puzzle-line.ts';

/** The setup move waits a moment so the learner sees the position it starts from. */
export const SETUP_DELAY_MS = 700;
export const REPLY_DELAY_MS = 500;
export const SOLUTION_STEP_MS = 800;
/** The contract caps time_ms at a day; a tab left open longer still submits. */
const MAX_TIME_MS = 86_400_000;

export type Phase = 'intro' | 'play' | 'reply' | 'failed' | 'solved';

interface State {
  played: string[];
  phase: Phase;
  hintUsed: boolean;
  /** While showing the solution after a failure: how many solution moves are on the board. */
  review: number | null;
}

type Action =
  | { type: 'setup'; move: string }
  | { type: 'move'; uci: string; verdict: 'wrong' | 'continue' | 'solved' }
  | { type: 'reply'; move: string }
  | { type: 'hint' }
  | { type: 'review'; upTo: number };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'setup':
      return { ...state, played: [action.move], phase: 'play' };
    case 'move': {
      const phase =
        action.verdict === 'wrong' ? 'failed' : action.verdict === 'solved' ? 'solved' : 'reply';
      return { ...state, played: [...state.played, action.uci], phase };
    }
    case 'reply':
      return { ...state, played: [...state.played, action.move], phase: 'play' };
    case 'hint':
      return { ...state, hintUsed: true };
    case 'review':
      return { ...state, review: action.upTo };
  }
}

export interface Finish {
  solved: boolean;
  moves: string[];
  hint_used: boolean;
  time_ms: number;
}

/**
 * One attempt at a puzzle: the opponent's setup move plays itself, then the learner moves; a
 * right move brings the next reply, a wrong one ends the attempt. `onFinish` fires exactly once.
 */
export function usePuzzleSession(puzzle: Puzzle, onFinish: (result: Finish) => void) {
  const [state, dispatch] = useReducer(reduce, {
    played: [],
    phase: 'intro',
    hintUsed: false,
    review: null,
  });
  const startedAt = useRef(0);
  const finished = useRef(false);
  const { fen, moves: solution } = puzzle;

  useEffect(() => {
    if (state.phase !== 'intro') return;
    const timer = setTimeout(() => {
      startedAt.current = performance.now();
      dispatch({ type: 'setup', move: solution[0]! });
    }, SETUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase, solution]);

  useEffect(() => {
    if (state.phase !== 'reply') return;
    const timer = setTimeout(
      () => dispatch({ type: 'reply', move: solution[state.played.length]! }),
      REPLY_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state.phase, state.played.length, solution]);

  // The solution replays from where the learner went wrong, one move at a time.
  useEffect(() => {
    if (state.review === null || state.review >= solution.length) return;
    const timer = setTimeout(
      () => dispatch({ type: 'review', upTo: (state.review ?? 0) + 1 }),
      SOLUTION_STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [state.review, solution.length]);

  const play = useCallback(
    (uci: string) => {
      if (state.phase !== 'play' || finished.current) return;
      const verdict = judgeMove(fen, solution, state.played, uci);
      dispatch({ type: 'move', uci, verdict });
      if (verdict === 'continue') return;
      finished.current = true;
      onFinish({
        solved: verdict === 'solved',
        moves: learnerMoves([...state.played, uci]),
        hint_used: state.hintUsed,
        time_ms: Math.min(
          MAX_TIME_MS,
          Math.max(0, Math.round(performance.now() - startedAt.current)),
        ),
      });
    },
    [fen, solution, state.phase, state.played, state.hintUsed, onFinish],
  );

  const shown = state.review === null ? state.played : solution.slice(0, state.review);
  const view = useMemo(() => positionAfter(fen, shown), [fen, shown]);
  const expected = solution[state.played.length];
  const wrong = state.phase === 'failed' && state.review === null ? state.played.at(-1) : undefined;

  const highlights: BoardHighlight[] = [];
  if (wrong)
    highlights.push(
      { square: wrong.slice(0, 2), color: 'red' },
      { square: wrong.slice(2, 4), color: 'red' },
    );
  if (state.hintUsed && state.phase === 'play' && expected)
    highlights.push({ square: expected.slice(0, 2), color: 'blue' });
  if (
    state.phase === 'solved' ||
    (state.review !== null && state.review > state.played.length - 1)
  ) {
    for (const sq of view.last) highlights.push({ square: sq, color: 'green' });
  }

  return {
    phase: state.phase,
    view,
    highlights,
    orientation: solverSide(fen),
    hintUsed: state.hintUsed,
    reviewing: state.review !== null,
    reviewDone: state.review !== null && state.review >= solution.length,
    onMove: state.phase === 'play' ? play : undefined,
    showHint: () => dispatch({ type: 'hint' }),
    viewSolution: () => dispatch({ type: 'review', upTo: state.played.length - 1 }),
  };
}
