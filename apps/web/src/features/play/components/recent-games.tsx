import { Link } from 'react-router';
import { playLevel } from '@ascend/human';
import { usePlayGamesQuery } from '../api/play-api.ts';
import { ENDING_TEXT } from '../lib/game.ts';

const outcome = (score: number) => (score === 1 ? 'Won' : score === 0 ? 'Lost' : 'Drew');

/** The learner's last games: result, opponent, rating change and the way to the report. */
export function RecentGames() {
  const games = usePlayGamesQuery(1);
  let body;
  if (games.isLoading) body = <p className="text-muted">Loading your games…</p>;
  else if (games.isError)
    body = <p className="text-muted">Your games cannot be shown right now (are you offline?).</p>;
  else if (!games.data?.results.length)
    body = <p className="text-muted">No games yet. Your finished games will be listed here.</p>;
  else
    body = (
      <ul className="divide-y divide-slate-200" data-testid="recent-games">
        {games.data.results.slice(0, 5).map((g) => (
          <li key={g.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="font-bold text-ink">
              {outcome(g.score)} {ENDING_TEXT[g.termination]}
            </span>
            <span className="text-muted">
              vs {playLevel(g.level)?.name ?? 'Opponent'} ({g.level}) as{' '}
              {g.color === 'white' ? 'White' : 'Black'}
            </span>
            <span className="ml-auto tabular-nums text-ink">
              {g.rating_before} → {g.rating_after}
            </span>
            {g.orion_game_id !== null && (
              <Link
                to={`/app/orion/games/${g.orion_game_id}`}
                className="text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                Report
              </Link>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <section
      aria-labelledby="recent-games-title"
      className="rounded-3xl border-2 border-slate-200 bg-white p-5"
    >
      <h2 id="recent-games-title" className="text-lg font-extrabold text-ink">
        Your games
      </h2>
      <div className="mt-2">{body}</div>
    </section>
  );
}
