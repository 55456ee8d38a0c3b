import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, LayoutList, Lock } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { lessonHref, sectionHref, type ContinueTarget } from '../lib/path.ts';
import type { SectionItem } from '../lib/types.ts';

interface SectionHeaderProps {
  section: SectionItem;
  sections: readonly SectionItem[];
  target: ContinueTarget | null;
}

const arrow =
  'grid size-10 place-items-center rounded-xl bg-white/15 text-white transition hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-white';

/** Where on the climb this is, how far the learner got, and the one button that moves them on. */
export function SectionHeader({ section, sections, target }: SectionHeaderProps) {
  const index = sections.findIndex((s) => s.id === section.id);
  const prev = sections[index - 1];
  const next = sections[index + 1];
  const percent =
    section.lessons_total === 0 ? 0 : (section.lessons_completed / section.lessons_total) * 100;
  return (
    <header className="rounded-3xl bg-brand-600 p-5 text-white shadow-[0_6px_0_var(--color-brand-800)] sm:p-6">
      <div className="flex items-center gap-2">
        <p className="flex-1 text-xs font-bold uppercase tracking-widest text-white">
          Section {section.number} of {sections.length}
        </p>
        {prev ? (
          <Link
            to={sectionHref(prev)}
            className={arrow}
            aria-label={`Previous section: ${prev.title}`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Link>
        ) : null}
        {next ? (
          <Link to={sectionHref(next)} className={arrow} aria-label={`Next section: ${next.title}`}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
        ) : null}
      </div>
      <h1 className="mt-1 text-2xl font-extrabold leading-tight sm:text-3xl">{section.title}</h1>
      <p className="mt-1 text-white">{section.description}</p>
      <div className="mt-4 flex items-center gap-3">
        <ProgressBar
          value={percent}
          label={`Section progress: ${section.lessons_completed} of ${section.lessons_total} lessons`}
          className="h-4 bg-white/25"
          fillClassName="bg-amber-300"
        />
        <span data-testid="section-progress" className="shrink-0 text-sm font-bold">
          {section.lessons_completed}/{section.lessons_total} lessons
        </span>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        {target ? (
          <Link
            to={lessonHref(target.lesson.id)}
            data-testid="continue-lesson"
            className={buttonClass(
              'secondary',
              'lg',
              'flex-1 text-brand-700 ring-0 shadow-[0_4px_0_rgba(0,0,0,0.2)] sm:flex-none',
            )}
          >
            {target.label}
            {target.label !== 'Practise again' && (
              // The lesson's name only where it fits on one line; the path names it too.
              <span className="hidden font-semibold sm:inline">: {target.lesson.title}</span>
            )}
          </Link>
        ) : (
          <span className="inline-flex min-h-14 items-center gap-2 rounded-xl bg-white/15 px-5 font-semibold">
            <Lock aria-hidden="true" className="size-5" /> Finish the section before to unlock this
            one
          </span>
        )}
        <Link
          to={`/app/climb/${section.id}`}
          className={buttonClass(
            'ghost',
            'lg',
            'text-white ring-2 ring-inset ring-white/40 hover:bg-white/15',
          )}
        >
          <LayoutList aria-hidden="true" className="size-5" /> Units
        </Link>
      </div>
    </header>
  );
}
