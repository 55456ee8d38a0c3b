import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Layers, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePuzzleTypesQuery } from '../api/puzzles-api.ts';
import { PuzzleError, PuzzleLoading } from '../components/puzzle-states.tsx';
import { ThemeCard } from '../components/theme-card.tsx';
import { groupThemes } from '../lib/group-themes.ts';

const MAX_MIX = 10;

/** /app/select-puzzle-type: every theme, grouped as on Lichess, with counts and a search. */
export default function SelectPuzzleTypePage() {
  usePageTitle('Choose a puzzle theme');
  const types = usePuzzleTypesQuery(undefined);
  const [search, setSearch] = useState('');
  const [showEmpty, setShowEmpty] = useState(false);
  const groups = groupThemes(types.data ?? [], search, showEmpty);
  const emptyCount = (types.data ?? []).filter((t) => t.count === 0).length;
  const navigate = useNavigate();
  // A theme mix: several themes in one session (at most MAX_MIX, as the API allows).
  const [mixing, setMixing] = useState(false);
  const [mix, setMix] = useState<string[]>([]);
  const toggle = (key: string) =>
    setMix((m) =>
      m.includes(key) ? m.filter((k) => k !== key) : m.length < MAX_MIX ? [...m, key] : m,
    );

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
          <div className="flex items-center gap-2">
            <Link
              to="/app/puzzle/selection"
              aria-label="Back to puzzles"
              className="grid size-11 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
            >
              <ArrowLeft aria-hidden="true" className="size-6" />
            </Link>
            <h1 className="text-xl font-extrabold text-ink sm:text-2xl">Choose a theme</h1>
          </div>
          <Button
            variant={mixing ? 'primary' : 'secondary'}
            size="md"
            aria-pressed={mixing}
            className="sm:ml-auto"
            onClick={() => {
              setMixing((v) => !v);
              setMix([]);
            }}
          >
            <Layers aria-hidden="true" className="size-5" />
            {mixing ? 'Cancel mix' : 'Mix themes'}
          </Button>
          <label className="relative block sm:w-80">
            <span className="sr-only">Search themes</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            />
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search themes: fork, mate, endgame…"
              className="w-full rounded-xl border-2 border-slate-200 bg-white py-2.5 pr-3 pl-10 text-base focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            />
          </label>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        {types.isLoading && <PuzzleLoading />}
        {types.isError && (
          <PuzzleError
            message={toProblem(types.error).message}
            onRetry={() => void types.refetch()}
          />
        )}
        {types.data && (
          <>
            {groups.length === 0 && (
              <p className="py-12 text-center text-lg text-muted">No theme matches “{search}”.</p>
            )}
            <div className="flex flex-col gap-8">
              {groups.map((group) => (
                <section key={group.name} aria-labelledby={`group-${group.name}`}>
                  <h2
                    id={`group-${group.name}`}
                    className="mb-3 text-sm font-bold tracking-wider text-muted uppercase"
                  >
                    {group.name}
                  </h2>
                  <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {group.themes.map((theme) => (
                      <li key={theme.key}>
                        <ThemeCard
                          theme={theme}
                          pick={
                            mixing && theme.key !== 'mix'
                              ? {
                                  selected: mix.includes(theme.key),
                                  onToggle: () => toggle(theme.key),
                                }
                              : undefined
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            {emptyCount > 0 && (
              <label className="mt-8 flex items-center justify-center gap-2 text-sm font-semibold text-muted">
                <input
                  type="checkbox"
                  checked={showEmpty}
                  onChange={(e) => setShowEmpty(e.target.checked)}
                  className="size-4 accent-brand-600"
                />
                Show {emptyCount} themes without puzzles yet
              </label>
            )}
          </>
        )}
      </main>
      {mixing && (
        <div className="sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur">
          <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
            <p className="flex-1 text-sm font-semibold text-ink" aria-live="polite">
              {mix.length === 0
                ? 'Pick two or more themes to mix.'
                : `${mix.length} theme${mix.length === 1 ? '' : 's'} picked${mix.length === MAX_MIX ? ' (the most a mix can have)' : ''}`}
            </p>
            <Button
              size="lg"
              disabled={mix.length < 2}
              onClick={() => navigate(`/app/puzzle/${mix.join(',')}`)}
            >
              Start the mix
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
