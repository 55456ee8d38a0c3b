import type { OrionInsights } from '@ascend/contract';
import { pct, plural, shortDate } from './format.ts';

type Point = OrionInsights['trend'][number];
const label = (p: Point) =>
  p.from.slice(0, 10) === p.to.slice(0, 10)
    ? shortDate(p.from)
    : `${shortDate(p.from)} – ${shortDate(p.to)}`;

const LINES = [
  { key: 'accuracy', name: 'Accuracy', stroke: '#4f46e5', dot: 'bg-indigo-600' },
  { key: 'score', name: 'Score', stroke: '#f59e0b', dot: 'bg-amber-500' },
] as const;

/**
 * Accuracy and score over the learner's games, oldest first, as two lines on a 0–100 scale.
 * The lines are an SVG stretched to the box (strokes keep their width); the labels and dots are
 * HTML placed in percent, so they keep their size at 390 px and at 1280 px. The figure's text
 * equivalent is the table under it, for screen readers.
 */
export function TrendChart({ trend }: { trend: Point[] }) {
  if (trend.length < 2)
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-muted" data-testid="trend-empty">
        The trend starts with your second analysed game.
      </p>
    );
  const x = (i: number) => (i / (trend.length - 1)) * 100;
  const y = (v: number) => 100 - v;
  const first = trend[0]!;
  const last = trend.at(-1)!;
  return (
    <figure>
      <div
        role="img"
        aria-label={`Accuracy went from ${pct(first.accuracy)} to ${pct(last.accuracy)} and score from ${pct(first.score)} to ${pct(last.score)}, ${label(first)} to ${label(last)}. The table below has every point.`}
        className="relative h-48 pb-6 pl-11 pr-2 pt-2 sm:h-56"
        data-testid="insights-trend"
      >
        <div className="relative h-full">
          {[100, 50, 0].map((t) => (
            <span
              key={t}
              aria-hidden="true"
              className="absolute -left-11 w-9 -translate-y-1/2 text-right text-xs text-slate-500"
              style={{ top: `${y(t)}%` }}
            >
              {t}%
            </span>
          ))}
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden="true"
            className="absolute inset-0 h-full w-full overflow-visible"
          >
            {[100, 50, 0].map((t) => (
              <line
                key={t}
                x1={0}
                x2={100}
                y1={y(t)}
                y2={y(t)}
                stroke="#e2e8f0"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {LINES.map((l) => (
              <polyline
                key={l.key}
                fill="none"
                stroke={l.stroke}
                strokeWidth={2.5}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                points={trend
                  .flatMap((p, i) => (p[l.key] === null ? [] : [`${x(i)},${y(p[l.key]!)}`]))
                  .join(' ')}
              />
            ))}
          </svg>
          {trend.flatMap((p, i) =>
            LINES.map((l) =>
              p[l.key] === null ? null : (
                <span
                  key={`${l.key}-${i}`}
                  aria-hidden="true"
                  className={`absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-white ${l.dot}`}
                  style={{ left: `${x(i)}%`, top: `${y(p[l.key]!)}%` }}
                />
              ),
            ),
          )}
          <span aria-hidden="true" className="absolute -bottom-6 left-0 text-xs text-slate-500">
            {shortDate(first.from)}
          </span>
          <span aria-hidden="true" className="absolute -bottom-6 right-0 text-xs text-slate-500">
            {shortDate(last.to)}
          </span>
        </div>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {LINES.map((l) => (
          <span key={l.key} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`h-1 w-5 rounded ${l.dot}`} /> {l.name}
          </span>
        ))}
        <span>
          Each point is {plural(first.games, 'game')}
          {trend.some((p) => p.games !== first.games) ? ' or so' : ''}, oldest on the left.
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Your trend, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Games played</th>
            <th scope="col">Games</th>
            <th scope="col">Accuracy</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {trend.map((p) => (
            <tr key={p.from + p.to}>
              <th scope="row">{label(p)}</th>
              <td>{p.games}</td>
              <td>{pct(p.accuracy)}</td>
              <td>{pct(p.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
