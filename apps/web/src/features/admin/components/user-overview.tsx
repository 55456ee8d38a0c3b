import type { AdminUserDetail } from '@ascend/contract';
import { when } from '../lib/format.ts';

const Fact = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <div>
    <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
    <dd className="mt-0.5 break-words font-semibold text-ink">{value}</dd>
  </div>
);

/** The account at a glance: who, status, plan, credits, hearts, xp. */
export function UserOverview({ user }: { user: AdminUserDetail }) {
  return (
    <section
      aria-labelledby="account-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        {user.avatar_url ? (
          <img src={user.avatar_url} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-slate-100 text-xl font-bold text-muted"
          >
            {(user.username ?? '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h1 id="account-title" className="truncate text-2xl font-bold text-ink">
            {user.username ?? `Learner #${user.id}`}
          </h1>
          <p className="truncate text-muted">{user.email ?? '(deleted account)'}</p>
        </div>
        {user.disabled && (
          <span className="rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-danger">
            Disabled
          </span>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Account" value={`#${user.id} · ${user.role}`} />
        <Fact label="Joined" value={when(user.created_at)} />
        <Fact label="Verified" value={user.verified ? 'Yes' : 'No'} />
        <Fact label="Country" value={user.country ?? '—'} />
        <Fact
          label="Hero"
          value={user.hero.active ? `until ${when(user.hero.ends_at)}` : 'No plan'}
        />
        <Fact
          label="Orion credits"
          value={<span data-testid="credit-balance">{user.credits.balance}</span>}
        />
        <Fact label="Hearts" value={user.hearts} />
        <Fact label="XP" value={user.xp} />
      </dl>
    </section>
  );
}
