import type { SkillProfile } from '@ascend/contract';
import { certaintyOf, skillMeta } from '../lib/skills.ts';

/** The chart's numbers as a table: rating, likely range, how sure Orion is, evidence so far. */
export function SkillTable({
  skills,
  weakest,
}: {
  skills: SkillProfile[];
  weakest: string | null;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid="skill-table">
      <caption className="sr-only">Your four Orion skills</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-muted">
          <th scope="col" className="py-2 pr-2 font-bold">
            Skill
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-bold">
            Rating
          </th>
          <th scope="col" className="hidden py-2 pr-2 font-bold sm:table-cell">
            Likely range
          </th>
          <th scope="col" className="py-2 text-right font-bold">
            Evidence
          </th>
        </tr>
      </thead>
      <tbody>
        {skills.map((s) => (
          <tr key={s.skill} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2.5 pr-2 font-bold text-ink">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full"
                  style={{ background: skillMeta[s.skill].color }}
                />
                {skillMeta[s.skill].label}
                {weakest === s.skill && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800">
                    Weakest
                  </span>
                )}
              </span>
            </th>
            <td className="py-2.5 pr-2 text-right text-base font-black tabular-nums text-ink">
              {s.rating}
            </td>
            <td className="hidden py-2.5 pr-2 text-muted sm:table-cell">
              {Math.max(0, s.rating - s.deviation)}–{s.rating + s.deviation}
              <span className="block text-xs">{certaintyOf(s.deviation)}</span>
            </td>
            <td className="py-2.5 text-right tabular-nums text-muted">{s.evidence}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
