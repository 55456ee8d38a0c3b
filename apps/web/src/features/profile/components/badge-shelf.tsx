import type { PublicProfile } from '@ascend/contract';

/** The puzzle badges the learner has achieved, oldest first. */
export function BadgeShelf({ badges }: { badges: PublicProfile['badges'] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm p-5">
      <h2 className="text-lg font-bold text-ink">Badges</h2>
      {badges.length === 0 ? (
        <p className="mt-2 text-muted">
          No badges yet. Solving puzzles earns points and the first badge.
        </p>
      ) : (
        <ul aria-label="Badges" className="mt-4 flex flex-wrap gap-4">
          {badges.map((b) => (
            <li key={b.name} className="flex w-20 flex-col items-center gap-1.5 text-center">
              <span className="grid size-16 place-items-center rounded-2xl bg-amber-50 ring-1 ring-amber-200">
                {b.image ? (
                  <img src={b.image} alt="" className="size-12" />
                ) : (
                  <span aria-hidden="true">🏅</span>
                )}
              </span>
              <span className="text-sm font-semibold text-ink">{b.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
