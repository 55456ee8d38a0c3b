import type { OrionInsights } from '@ascend/contract';
import { pct, plural, shortDate } from './format.ts';

const W = 560;
const H = 200;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

type Point = OrionInsights['trend'][number];
const label = (p: Point) =>
  p.from.slice(0, 10) === p.to.slice(0, 10)
    ? shortDate(p.from)
    : `${shortDate(p.from)} – ${shortDate(p.to)}`;

/**
 * Accuracy and score over the learner's games, oldest first, as two lines on a 0–100 scale.
 * The figure's text equivalent is the table under it (visible to screen readers only).
 */
export function TrendChart({ trend }: { trend: Point[] }) {
  if (trend.length < 2)
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-muted" data-testid="trend-empty">
        The trend starts with your second analysed game.
      </p>
    );
  const x = (i: number) => PAD.left + (i / (trend.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / 100) * (H - PAD.top - PAD.bottom);
  const line = (key: 'accuracy' | 'score') =>
    trend
      .flatMap((p, i) => (p[key] === null ? [] : [`${x(i).toFixed(1)},${y(p[key]!).toFixed(1)}`]))
      .join(' ');
  const first = trend[0]!;
  const last = trend.at(-1)!;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="w-full"
        role="img"
        aria-label={`Accuracy went from ${pct(first.accuracy)} to ${pct(last.accuracy)} and score from ${pct(first.score)} to ${pct(last.score)}, ${label(first)} to ${label(last)}. The table below has every point.`}
        data-testid="insights-trend"
      >
        {[0, 50, 100].map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text
              x={PAD.left - 6}
              y={y(t)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-500 text-[11px]"
            >
              {t}%
            </text>
          </g>
        ))}
        {[0, trend.length - 1].map((i) => (
          <text
            key={i}
            x={x(i)}
            y={H - 8}
            textAnchor={i === 0 ? 'start' : 'end'}
            className="fill-slate-500 text-[11px]"
          >
            {shortDate(trend[i]!.from)}
          </text>
        ))}
        <polyline points={line('score')} fill="none" stroke="#f59e0b" strokeWidth={2.5} />
        <polyline points={line('accuracy')} fill="none" stroke="#4f46e5" strokeWidth={2.5} />
        {trend.map((p, i) =>
          p.accuracy === null ? null : (
            <circle key={i} cx={x(i)} cy={y(p.accuracy)} r={3.5} fill="#4f46e5" />
          ),
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="h-1 w-5 rounded bg-indigo-600" /> Accuracy
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="h-1 w-5 rounded bg-amber-500" /> Score
        </span>
        <span>Each point is {plural(first.games, 'game')} or so, oldest on the left.</span>
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
