import type { AnalysedMove, GameReport } from '@ascend/contract';
import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { cn } from '../../../lib/cn.ts';
import { HumanLine } from './human-level.tsx';
import { classStyle, moveNumber, scoreText, skillNames, squaresOf } from './report-bits.ts';

/** One move on the board: what was played (red arrow) and the engine's best (green) with its line. */
export function MomentBoard({
  move,
  learner,
  human = null,
}: {
  move: AnalysedMove;
  learner: 'white' | 'black';
  /** The report's comparison with players of the learner's level, when it has one. */
  human?: GameReport['human'];
}) {
  const played = squaresOf(move.fen_before, move.san);
  const best = move.best_san !== move.san ? squaresOf(move.fen_before, move.best_san) : null;
  const style = classStyle[move.classification];
  const arrows = [
    ...(played ? [{ ...played, color: best ? ('red' as const) : ('green' as const) }] : []),
    ...(best ? [{ ...best, color: 'green' as const }] : []),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-start">
      <ChessBoard
        id={`moment-${move.ply}`}
        position={move.fen_before}
        orientation={learner}
        arrows={arrows}
        label={`Position before ${moveNumber(move)} ${move.san}`}
        className="w-full max-w-80"
      />
      <div className="flex flex-col gap-2">
        <p className="text-lg font-bold text-ink">
          {moveNumber(move)} {move.san}
          <span className={cn('ml-2 text-base', style.text)}>{style.name}</span>
        </p>
        {move.motif ? <p className="font-semibold text-ink">{move.motif}</p> : null}
        <HumanLine move={move} human={human} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Win chance lost</dt>
          <dd className="font-semibold text-ink">{Math.round(move.win_chance_loss * 50)} %</dd>
          <dt className="text-muted">Evaluation after</dt>
          <dd className="font-semibold text-ink tabular-nums">{scoreText(move)}</dd>
          {move.best_san && move.best_san !== move.san ? (
            <>
              <dt className="text-muted">Best was</dt>
              <dd className="font-semibold text-brand-800">{move.best_san}</dd>
            </>
          ) : null}
          {move.best_line.length > 1 ? (
            <>
              <dt className="text-muted">Best line</dt>
              <dd className="font-mono text-ink">{move.best_line.join(' ')}</dd>
            </>
          ) : null}
          {move.skill ? (
            <>
              <dt className="text-muted">Trains</dt>
              <dd className="font-semibold text-ink">{skillNames[move.skill]}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
