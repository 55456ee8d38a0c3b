import { Link } from 'react-router';
import type { PuzzleType } from '../api/puzzles-api.ts';

const popular = [
  'mateIn1',
  'fork',
  'hangingPiece',
  'mateIn2',
  'endgame',
  'discoveredAttack',
  'skewer',
  'advancedPawn',
];

/** Shortcuts to well-known themes that have puzzles. */
export function PopularThemes({ types }: { types: readonly PuzzleType[] }) {
  const shown = popular.flatMap((key) => types.filter((t) => t.key === key && t.count > 0));
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="quick-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="quick-heading" className="mb-3 text-sm font-bold tracking-wider text-muted uppercase">
        Popular themes
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shown.map((t) => (
          <li key={t.key}>
            <Link
              to={`/app/puzzle/${t.key}`}
              className="inline-flex min-h-10 items-center gap-2 rounded-full bg-slate-100 px-4 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800"
            >
              {t.name} <span className="text-xs text-muted tabular-nums">{t.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
