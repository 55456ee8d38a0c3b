import { useEffect, useMemo, useRef, useState } from 'react';
import { gameStatus, replay } from '@ascend/chess';
import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEngine } from '../../../lib/engine/use-engine.ts';
import { boardSize, Prompt } from '../components/prompt.tsx';
import { learnerSide, type ExerciseProps } from './exercise-props.ts';
import { describeGoal } from './game-goal.ts';

/**
 * Play the position out against Stockfish (in a Web Worker, at the exercise's skill and depth)
 * until the goal is reached or missed. The board is "being played" from the first move to the
 * end, and Continue waits meanwhile.
 */
export function GameExercise({ exercise, answer, onAnswer, onBusy }: ExerciseProps<'game_type'>) {
  const payload = exercise.payload;
  const engine = useEngine();
  const [moves, setMoves] = useState<string[]>([]);
  const [thinking, setThinking] = useState(false);
  const [engineError, setEngineError] = useState<string | null>(null);
  const status = useMemo(() => gameStatus(payload, moves), [payload, moves]);
  const view = useMemo(() => {
    const r = replay(payload.fen, moves);
    if ('error' in r) return { fen: payload.fen, last: [] as string[] };
    const last = r.played.at(-1);
    return { fen: r.chess.fen(), last: last ? [last.from, last.to] : [] };
  }, [payload.fen, moves]);
  const reported = useRef(false);

  useEffect(() => {
    onBusy(moves.length > 0 && status.state === 'playing' && !engineError);
  }, [moves.length, status.state, engineError, onBusy]);

  useEffect(() => {
    if (status.state === 'playing' || reported.current) return;
    reported.current = true;
    onAnswer({ moves });
  }, [status.state, moves, onAnswer]);

  async function play(uci: string) {
    const mine = [...moves, uci];
    setMoves(mine);
    if (gameStatus(payload, mine).state !== 'playing') return;
    setThinking(true);
    try {
      const after = replay(payload.fen, mine);
      const fen = 'error' in after ? payload.fen : after.chess.fen();
      const reply = await engine().bestMove(fen, payload.engine);
      if (reply) setMoves([...mine, reply]);
    } catch {
      setEngineError(
        'The chess engine could not start in this browser. You can continue to the next exercise.',
      );
    } finally {
      setThinking(false);
    }
  }

  const myTurn = !answer && !thinking && status.state === 'playing' && !engineError;
  const line =
    status.state === 'playing'
      ? thinking
        ? 'The engine is thinking…'
        : moves.length === 0
          ? 'You move first.'
          : 'Your move.'
      : status.reason;
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-10">
      <div className="lg:w-2/5">
        <Prompt kicker="Play it out">{payload.prompt}</Prompt>
        <p className="mb-2 rounded-xl bg-amber-50 px-3 py-2 font-semibold text-amber-800">
          Goal: {describeGoal(payload.goal)}
        </p>
        <p
          className="flex min-h-8 items-center gap-2 text-base text-muted"
          aria-live="polite"
          data-testid="game-status"
        >
          {thinking && (
            <Spinner
              className="text-brand-600 [&>span:first-child]:size-4"
              label="Engine thinking"
            />
          )}
          {engineError ?? line}
        </p>
      </div>
      <ChessBoard
        id="game"
        position={view.fen}
        orientation={learnerSide(payload.fen)}
        lastMove={view.last}
        onMove={myTurn ? (uci) => void play(uci) : undefined}
        label="Play against the engine"
        className={`${boardSize} lg:mx-0 lg:flex-1`}
      />
    </div>
  );
}
