import type { SkillProfile } from '@ascend/contract';
import { skillMeta } from '../lib/skills.ts';

/** The chart's scale: 400 at the centre, 2400 at the rim. */
const MIN = 400;
const MAX = 2400;
const SIZE = 320;
const C = SIZE / 2;
const R = 112;

const radius = (rating: number) => ((Math.max(MIN, Math.min(MAX, rating)) - MIN) / (MAX - MIN)) * R;
// Tactics at the top, then clockwise: strategy, calculation, attacking.
const angle = (i: number, n: number) => -Math.PI / 2 + (2 * Math.PI * i) / n;
const point = (i: number, n: number, r: number) =>
  `${(C + r * Math.cos(angle(i, n))).toFixed(1)},${(C + r * Math.sin(angle(i, n))).toFixed(1)}`;
const polygon = (values: number[]) =>
  values.map((v, i) => point(i, values.length, radius(v))).join(' ');

/**
 * The four skills on four axes: the solid shape is each rating, the pale band around it the
 * range the rating is probably in (rating ± deviation). Screen readers get the same numbers
 * from the table beside it, so the picture itself is described once.
 */
export function SkillRadar({ skills }: { skills: SkillProfile[] }) {
  const n = skills.length;
  const rings = [800, 1200, 1600, 2000, 2400];
  return (
    <svg
      // Room around the square for the axis labels ("Calculation" is wide).
      viewBox={`-56 -8 ${SIZE + 112} ${SIZE + 16}`}
      role="img"
      aria-label={`Skill chart: ${skills.map((s) => `${skillMeta[s.skill].label} ${s.rating} ± ${s.deviation}`).join(', ')}`}
      className="mx-auto w-full max-w-[400px]"
      data-testid="skill-radar"
    >
      {rings.map((r) => (
        <polygon
          key={r}
          points={polygon(skills.map(() => r))}
          fill="none"
          stroke="#e2e8f0"
          strokeWidth={1}
        />
      ))}
      {skills.map((s, i) => (
        <line
          key={s.skill}
          x1={C}
          y1={C}
          x2={point(i, n, R).split(',')[0]}
          y2={point(i, n, R).split(',')[1]}
          stroke="#cbd5e1"
        />
      ))}
      <polygon
        points={polygon(skills.map((s) => s.rating + s.deviation))}
        fill="#6366f1"
        fillOpacity={0.12}
        stroke="#6366f1"
        strokeOpacity={0.35}
        strokeDasharray="4 3"
      />
      <polygon
        points={polygon(skills.map((s) => s.rating - s.deviation))}
        fill="#ffffff"
        fillOpacity={0.7}
        stroke="#6366f1"
        strokeOpacity={0.35}
        strokeDasharray="4 3"
      />
      <polygon
        points={polygon(skills.map((s) => s.rating))}
        fill="#4f46e5"
        fillOpacity={0.3}
        stroke="#4338ca"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {skills.map((s, i) => {
        const [x, y] = point(i, n, radius(s.rating)).split(',');
        const [lx, ly] = point(i, n, R + 26).split(',');
        return (
          <g key={s.skill}>
            <circle
              cx={x}
              cy={y}
              r={5}
              fill={skillMeta[s.skill].color}
              stroke="#fff"
              strokeWidth={2}
            />
            <text
              x={lx}
              y={ly}
              textAnchor="middle"
              dominantBaseline="middle"
              className="fill-slate-700 text-[13px] font-bold"
            >
              {skillMeta[s.skill].label}
            </text>
            <text
              x={lx}
              y={Number(ly) + 15}
              textAnchor="middle"
              dominantBaseline="middle"
              className="fill-slate-500 text-[12px] font-semibold"
            >
              {s.rating}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
