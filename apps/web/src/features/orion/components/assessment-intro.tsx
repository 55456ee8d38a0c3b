import { Link } from 'react-router';
import { Compass, Sparkles } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SKILL_ORDER, skillMeta } from '../lib/skills.ts';

/** First visit: what Orion measures and the short assessment that gives a profile in minutes. */
export function AssessmentIntro({ answered, total }: { answered: number; total: number }) {
  const resume = answered > 0;
  return (
    <section
      aria-labelledby="intro-title"
      data-testid="assessment-intro"
      className="overflow-hidden rounded-3xl border-2 border-indigo-200 bg-gradient-to-br from-indigo-50 via-white to-sky-50 p-6 sm:p-8"
    >
      <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-widest text-indigo-700">
        <Sparkles aria-hidden="true" className="size-4" /> Meet Orion
      </p>
      <h2 id="intro-title" className="mt-2 text-2xl font-extrabold text-ink sm:text-3xl">
        Find your level in about five minutes
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        Orion measures four skills separately and then aims your practice at the weakest one. Solve{' '}
        {total} puzzles, two for each skill; each answer tunes the next puzzle to you.
      </p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {SKILL_ORDER.map((skill) => (
          <li key={skill} className="flex gap-3 rounded-2xl bg-white/80 p-3 ring-1 ring-slate-200">
            <span
              aria-hidden="true"
              className="mt-1 size-3 shrink-0 rounded-full"
              style={{ background: skillMeta[skill].color }}
            />
            <span>
              <span className="block font-bold text-ink">{skillMeta[skill].label}</span>
              <span className="block text-sm text-muted">{skillMeta[skill].blurb}</span>
            </span>
          </li>
        ))}
      </ul>
      <Link
        to="/app/orion/assessment"
        className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto')}
      >
        <Compass aria-hidden="true" className="size-5" />
        {resume ? `Carry on (${answered} of ${total} done)` : 'Start the assessment'}
      </Link>
    </section>
  );
}
