import { useEffect, useRef, useState } from 'react';
import { firstWrongMove, type LearnerScore } from '@ascend/chess';
import type { ExerciseItem } from '@ascend/contract';
import type { StockfishClient } from '../../../lib/engine/stockfish-client.ts';
import { useWhyWrongMutation } from '../api/exercise-api.ts';
import type { CurrentAnswer } from '../state/exercise-slice.ts';
import { computeWhy, type Explained } from './compute-why.ts';

export type WhyState =
  { status: 'none' } | { status: 'loading' } | ({ status: 'ready' } & Explained);

/** Exercises whose wrong answer can be a move on a board. */
const explains = (e: ExerciseItem) =>
  e.type === 'best_move_type' || (e.type === 'objective_type' && Boolean(e.payload.fen));

/**
 * Why the learner's wrong move is wrong, as soon as it is played: the server's stored refutation
 * (exercises/why-wrong/), else — nothing stored, or no connection — the browser engine's, for a
 * move the browser knows (a board move; an option's move stays on the server). While a best-move
 * exercise waits for the learner, the engine scores its position, so the wasm is loaded and a
 * wrong first move can be told from what it threw away.
 */
export function useWhyWrong(
  exercise: ExerciseItem,
  answer: CurrentAnswer | null,
  engine: () => StockfishClient,
): WhyState {
  const [ask] = useWhyWrongMutation();
  const [state, setState] = useState<WhyState>({ status: 'none' });
  const best = useRef<{ fen: string; score: LearnerScore } | null>(null);
  const fen = exercise.type === 'best_move_type' ? exercise.payload.fen : null;

  useEffect(() => {
    if (!fen) return;
    let alive = true;
    // No engine (a browser without workers): the reasons come from the server alone.
    void Promise.resolve()
      .then(() => engine().analyse(fen, 150))
      .then((found) => {
        if (alive && found) best.current = { fen, score: found.score };
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [fen, engine]);

  useEffect(() => {
    if (!answer || answer.correct || !explains(exercise)) {
      setState({ status: 'none' });
      return;
    }
    let alive = true;
    setState({ status: 'loading' });
    const local =
      exercise.type === 'best_move_type'
        ? firstWrongMove(exercise.payload, (answer.value as { moves: string[] }).moves)
        : null;
    const compute = async (wrong: { fen: string; move: string } | null) => {
      const known = wrong && best.current?.fen === wrong.fen ? best.current.score : undefined;
      if (!wrong) return null;
      return Promise.resolve()
        .then(() => computeWhy(engine(), wrong, known))
        .catch(() => null);
    };
    void (async () => {
      let found: Explained | null = null;
      try {
        const r = await ask({ exercise_id: exercise.id, answer: answer.value }).unwrap();
        if (r.reason && r.refutation && r.wrong_move)
          found = { reason: r.reason, ...r.wrong_move, line: r.refutation, source: 'stored' };
        else if (r.refutation_pending) found = await compute(r.wrong_move);
      } catch {
        found = await compute(local);
      }
      if (alive) setState(found ? { status: 'ready', ...found } : { status: 'none' });
    })();
    return () => {
      alive = false;
    };
  }, [answer, exercise, ask, engine]);

  return state;
}
