import type { SkillProfile } from '@ascend/contract';
import { skillMeta } from '../lib/skills.ts';

const W = 560;
const H = 220;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Each skill's rating at the end of every day with evidence (the last 90 days), one line each. */
export function SkillTrends({ skills }: { skills: SkillProfile[] }) {
  const dates = [...new Set(skills.flatMap((s) => s.history.map((h) => h.date)))].sort();
  if (dates.length < 2)
    return (
      <p className="rounded-2xl bg-slate-50 p-4 text-sm text-muted" data-testid="trends-empty">
        Your trend lines start after a second day of practice. Solve a few puzzles tomorrow and
        watch them move.
      </p>
    );
  const ratings = skills.flatMap((s) => s.history.map((h) => h.rating));
  const lo = Math.floor((Math.min(...ratings) - 50) / 100) * 100;
  const hi = Math.ceil((Math.max(...ratings) + 50) / 100) * 100;
  const x = (date: string) =>
    PAD.left + (dates.indexOf(date) / (dates.length - 1)) * (W - PAD.left - PAD.right);
  const y = (rating: number) =>
    PAD.top + (1 - (rating - lo) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const ticks = [lo, Math.round((lo + hi) / 2), hi];
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Skill trends from ${shortDate(dates[0]!)} to ${shortDate(dates.at(-1)!)}: ${skills
          .filter((s) => s.history.length > 0)
          .map(
            (s) =>
              `${skillMeta[s.skill].label} ${s.history[0]!.rating} to ${s.history.at(-1)!.rating}`,
          )
          .join(', ')}`}
        className="w-full"
        data-testid="skill-trends"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text
              x={PAD.left - 6}
              y={y(t)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-500 text-[11px]"
            >
              {t}
            </text>
          </g>
        ))}
        {[dates[0]!, dates.at(-1)!].map((d, i) => (
          <text
            key={d}
            x={x(d)}
            y={H - 8}
            textAnchor={i === 0 ? 'start' : 'end'}
            className="fill-slate-500 text-[11px]"
          >
            {shortDate(d)}
          </text>
        ))}
        {skills.map((s) =>
          s.history.length === 0 ? null : (
            <g key={s.skill}>
              <polyline
                points={s.history.map((h) => `${x(h.date)},${y(h.rating)}`).join(' ')}
                fill="none"
                stroke={skillMeta[s.skill].color}
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {s.history.map((h) => (
                <circle
                  key={h.date}
                  cx={x(h.date)}
                  cy={y(h.rating)}
                  r={3}
                  fill={skillMeta[s.skill].color}
                />
              ))}
            </g>
          ),
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {skills.map((s) => (
          <span key={s.skill} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="h-1 w-4 rounded"
              style={{ background: skillMeta[s.skill].color }}
            />
            {skillMeta[s.skill].label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
