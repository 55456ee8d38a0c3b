import { Link } from 'react-router';
import { BookOpen, CheckCircle2, Lock } from 'lucide-react';
import type { RecommendedLesson } from '@ascend/contract';

const lessonHref = (id: number) => `/app/exercise?lessonId=${id}`;

/** Climb lessons that train the skill: open ones link straight into the lesson. */
export function RecommendedLessons({ lessons }: { lessons: RecommendedLesson[] }) {
  if (lessons.length === 0)
    return <p className="text-sm text-muted">No climb lessons train this skill yet.</p>;
  return (
    <ul className="space-y-2" data-testid="recommended-lessons">
      {lessons.map((l) => {
        const inner = (
          <>
            <span
              className={`grid size-9 shrink-0 place-items-center rounded-full ${
                l.status === 'next'
                  ? 'bg-brand-600 text-white'
                  : l.status === 'done'
                    ? 'bg-emerald-100 text-emerald-700'
                    : 'bg-slate-100 text-slate-500'
              }`}
            >
              {l.status === 'locked' ? (
                <Lock aria-hidden="true" className="size-4" />
              ) : l.status === 'done' ? (
                <CheckCircle2 aria-hidden="true" className="size-4" />
              ) : (
                <BookOpen aria-hidden="true" className="size-4" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-bold text-ink">{l.title}</span>
              <span className="block truncate text-xs text-muted">
                {l.section_title} · {l.unit_title}
              </span>
            </span>
            <span className="shrink-0 text-xs font-bold text-muted">
              {l.status === 'locked' ? 'Locked' : l.status === 'done' ? 'Revisit' : 'Start'}
            </span>
          </>
        );
        const cls = 'flex items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-3';
        return (
          <li key={l.id}>
            {l.status === 'locked' ? (
              <div className={`${cls} border-dashed bg-slate-50`}>{inner}</div>
            ) : (
              <Link
                to={lessonHref(l.id)}
                className={`${cls} transition hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-400`}
              >
                {inner}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
