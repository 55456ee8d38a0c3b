import type { ProfileHistory } from '@ascend/contract';
import { niceCeil, scale, ticks, WHOLE_STEPS } from '../lib/chart-scale.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { ChartCard } from './chart-card.tsx';

const HEIGHT = 200;
const M = { top: 12, right: 8, bottom: 26, left: 36 };
const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Xp earned per day over the last 30 days, as bars. */
export function XpChart({ days }: { days: ProfileHistory['xp_by_day'] }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const total = days.reduce((sum, d) => sum + d.xp, 0);
  const best = days.reduce(
    (top, d) => (d.xp > (top?.xp ?? 0) ? d : top),
    null as (typeof days)[number] | null,
  );
  const top = niceCeil(Math.max(10, ...days.map((d) => d.xp)), WHOLE_STEPS);
  const y = scale(0, top, HEIGHT - M.bottom, M.top);
  const slot = (width - M.left - M.right) / Math.max(days.length, 1);
  const bar = Math.max(2, slot * 0.7);
  const labelEvery = width < 480 ? 10 : 5;
  const summary =
    total === 0
      ? 'No xp in the last 30 days yet. Finish a lesson to start your chart.'
      : `${total.toLocaleString('en')} xp in the last 30 days${best ? `; best day ${day(best.date)} with ${best.xp} xp` : ''}.`;

  return (
    <ChartCard
      title="XP, last 30 days"
      summary={summary}
      columns={['Day', 'XP']}
      rows={days.map((d) => [day(d.date), String(d.xp)])}
    >
      {({ titleId, descId }) => (
        <div ref={ref}>
          <svg
            data-testid="xp-chart"
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            width={width}
            height={HEIGHT}
            className="block max-w-full overflow-visible"
          >
            {ticks(0, top, 4, WHOLE_STEPS).map((t) => (
              <g key={t}>
                <line
                  x1={M.left}
                  x2={width - M.right}
                  y1={y(t)}
                  y2={y(t)}
                  className="stroke-slate-200"
                  strokeDasharray={t === 0 ? undefined : '3 4'}
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
            {days.map((d, i) => {
              const x = M.left + i * slot + (slot - bar) / 2;
              const h = Math.max(0, y(0) - y(d.xp));
              return (
                <g key={d.date}>
                  <rect
                    x={x}
                    y={y(0) - h}
                    width={bar}
                    height={h}
                    rx={Math.min(3, bar / 2)}
                    className={i === days.length - 1 ? 'fill-brand-600' : 'fill-brand-400'}
                  >
                    <title>{`${day(d.date)}: ${d.xp} xp`}</title>
                  </rect>
                  {(i % labelEvery === 0 || i === days.length - 1) && (
                    <text
                      x={x + bar / 2}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      className="fill-slate-500 text-[11px]"
                    >
                      {i === days.length - 1 ? 'Today' : day(d.date)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        </div>
      )}
    </ChartCard>
  );
}
