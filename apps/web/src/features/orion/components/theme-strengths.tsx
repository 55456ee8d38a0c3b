import type { OrionProfile } from '@ascend/contract';

type Themes = OrionProfile['themes'];

function ThemeList({
  title,
  items,
  tone,
}: {
  title: string;
  items: Themes['strongest'];
  tone: 'good' | 'bad';
}) {
  const bar = tone === 'good' ? 'bg-emerald-500' : 'bg-rose-500';
  return (
    <div>
      <h3 className="text-sm font-bold uppercase tracking-wide text-muted">{title}</h3>
      <ul className="mt-2 space-y-2">
        {items.map((t) => (
          <li key={t.theme}>
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-bold text-ink">{t.name}</span>
              <span className="text-sm tabular-nums text-muted">
                {t.solved}/{t.attempts} solved
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
              <div
                className={`h-2 rounded-full ${bar}`}
                style={{ width: `${Math.round(t.success_rate * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Strongest and weakest puzzle themes, once a theme has enough rated attempts to mean something. */
export function ThemeStrengths({ themes }: { themes: Themes }) {
  if (themes.strongest.length === 0 && themes.weakest.length === 0)
    return (
      <p className="rounded-2xl bg-slate-50 p-4 text-sm text-muted" data-testid="themes-empty">
        Solve at least {themes.min_attempts} rated puzzles of a theme and Orion will tell you which
        themes are your best and which need work.
      </p>
    );
  return (
    <div className="grid gap-5 sm:grid-cols-2" data-testid="theme-strengths">
      {themes.strongest.length > 0 && (
        <ThemeList title="Strongest" items={themes.strongest} tone="good" />
      )}
      {themes.weakest.length > 0 && (
        <ThemeList title="Needs work" items={themes.weakest} tone="bad" />
      )}
    </div>
  );
}
