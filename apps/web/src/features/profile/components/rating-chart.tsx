import type { ProfileHistory } from '@ascend/contract';
import { paddedRange, scale, ticks } from '../lib/chart-scale.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { ChartCard } from './chart-card.tsx';

const HEIGHT = 200;
const M = { top: 12, right: 12, bottom: 26, left: 44 };
const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en', { month: 'short', day: 'numeric' });

/** The puzzle rating after each rated attempt of the last 30 days, as a line. */
export function RatingChart({ points }: { points: ProfileHistory['puzzle_rating'] }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const first = points[0];
  const last = points.at(-1);
  const summary =
    !first || !last
      ? 'No rated puzzles in the last 30 days. Solve a few to see your rating move.'
      : `Rating ${last.rating} after ${points.length} rated puzzle${points.length === 1 ? '' : 's'} (${last.rating - first.rating >= 0 ? '+' : ''}${last.rating - first.rating} in 30 days).`;
  const [lo, hi] = points.length ? paddedRange(points.map((p) => p.rating)) : [0, 1];
  const y = scale(lo, hi, HEIGHT - M.bottom, M.top);
  const x = scale(0, Math.max(points.length - 1, 1), M.left + 6, width - M.right - 6);
  const px = (i: number) => (points.length === 1 ? (M.left + width - M.right) / 2 : x(i));
  const path = points
    .map((p, i) => `${i ? 'L' : 'M'}${px(i).toFixed(1)},${y(p.rating).toFixed(1)}`)
    .join(' ');

  return (
    <ChartCard
      title="Puzzle rating"
      summary={summary}
      columns={['Attempt', 'Rating']}
      rows={points.map((p) => [when(p.at), String(p.rating)])}
    >
      {({ titleId, descId }) => (
        <div ref={ref}>
          {points.length === 0 ? (
            <div className="grid h-32 place-items-center rounded-xl border-2 border-dashed border-slate-200 text-sm text-muted">
              No rated puzzles yet
            </div>
          ) : (
            <svg
              data-testid="rating-chart"
              role="img"
              aria-labelledby={titleId}
              aria-describedby={descId}
              width={width}
              height={HEIGHT}
              className="block max-w-full"
            >
              {ticks(lo, hi).map((t) => (
                <g key={t}>
                  <line
                    x1={M.left}
                    x2={width - M.right}
                    y1={y(t)}
                    y2={y(t)}
                    className="stroke-slate-200"
                    strokeDasharray="3 4"
                  />
                  <text
                    x={M.left - 6}
                    y={y(t)}
                    dy="0.32em"
                    textAnchor="end"
                    className="fill-slate-500 text-[11px]"
                  >
                    {t}
                  </text>
                </g>
              ))}
              <path
                d={`${path} L${px(points.length - 1)},${HEIGHT - M.bottom} L${px(0)},${HEIGHT - M.bottom} Z`}
                className="fill-violet-500/10"
              />
              <path
                d={path}
                fill="none"
                strokeWidth={2.5}
                strokeLinejoin="round"
                className="stroke-violet-600"
              />
              {points.map((p, i) => (
                <circle
                  key={i}
                  cx={px(i)}
                  cy={y(p.rating)}
                  r={points.length > 40 ? 2 : 3.5}
                  className="fill-white stroke-violet-600"
                  strokeWidth={2}
                >
                  <title>{`${when(p.at)}: ${p.rating}`}</title>
                </circle>
              ))}
              {first && last && (
                <>
                  <text x={M.left} y={HEIGHT - 8} className="fill-slate-500 text-[11px]">
                    {when(first.at)}
                  </text>
                  <text
                    x={width - M.right}
                    y={HEIGHT - 8}
                    textAnchor="end"
                    className="fill-slate-500 text-[11px]"
                  >
                    {when(last.at)}
                  </text>
                </>
              )}
            </svg>
          )}
        </div>
      )}
    </ChartCard>
  );
}
