import type { AnalysedMove } from '@ascend/contract';
import { classStyle, moveNumber } from './report-bits.ts';

const W = 600;
const H = 160;

/**
 * White's win chance after every move as an area around the even line (White above), with
 * the learner's mistakes and blunders marked. Pressing a mark selects that move.
 */
export function EvalGraph({
  moves,
  learner,
  selected,
  onSelect,
}: {
  moves: readonly AnalysedMove[];
  learner: 'white' | 'black';
  selected: number | null;
  onSelect: (ply: number) => void;
}) {
  if (moves.length === 0) return null;
  const x = (i: number) => (i / moves.length) * W;
  const y = (wc: number) => H / 2 - wc * (H / 2 - 6);
  const points = [`0,${y(0)}`, ...moves.map((m, i) => `${x(i + 1)},${y(m.white_win_chance)}`)];
  const area = `M0,${H / 2} L${points.join(' L')} L${W},${H / 2} Z`;
  const marks = moves.filter(
    (m) =>
      m.color === learner && (m.classification === 'mistake' || m.classification === 'blunder'),
  );
  const swings = marks.length;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Evaluation graph over ${moves.length} moves: White's chances above the middle line, Black's below; ${swings} of your moves marked as mistakes or blunders.`}
        className="h-auto w-full rounded-xl bg-slate-800"
      >
        <rect x="0" y="0" width={W} height={H / 2} fill="#334155" />
        <path d={area} fill="#f8fafc" fillOpacity="0.92" />
        <line x1="0" x2={W} y1={H / 2} y2={H / 2} stroke="#94a3b8" strokeDasharray="4 4" />
        {selected !== null ? (
          <line x1={x(selected)} x2={x(selected)} y1="0" y2={H} stroke="#22c55e" strokeWidth="2" />
        ) : null}
        {marks.map((m) => (
          <circle
            key={m.ply}
            cx={x(m.ply)}
            cy={y(m.white_win_chance)}
            r="6"
            fill={classStyle[m.classification].dot}
            stroke="white"
            strokeWidth="2"
            className="cursor-pointer"
            onClick={() => onSelect(m.ply)}
          >
            <title>{`${moveNumber(m)} ${m.san}: ${classStyle[m.classification].name}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted">
        <span>Move 1</span>
        <span>White ahead above the line, Black below</span>
        <span>Move {Math.ceil(moves.length / 2)}</span>
      </figcaption>
    </figure>
  );
}
