import type { ReactNode } from 'react';
import type { AdminUserDetail } from '@ascend/contract';
import { when } from '../lib/format.ts';

function Records({ title, empty, rows }: { title: string; empty: string; rows: ReactNode[] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="font-bold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">{rows}</ul>
      )}
    </section>
  );
}

const Row = ({ left, right }: { left: ReactNode; right: ReactNode }) => (
  <li className="flex flex-wrap justify-between gap-x-3 py-1.5">
    <span className="min-w-0 break-words text-ink">{left}</span>
    <span className="text-muted">{right}</span>
  </li>
);

/** Payments, the credits ledger, sessions, linked accounts, recent jobs and mails of one learner. */
export function UserRecords({ user }: { user: AdminUserDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Records
        title="Payments"
        empty="No payment."
        rows={user.payments.map((p) => (
          <Row
            key={p.reference}
            left={`${p.plan_type} · ${p.amount} ${p.currency} · ${p.status}`}
            right={when(p.created_at)}
          />
        ))}
      />
      <Records
        title="Credits ledger"
        empty="No credit movement yet."
        rows={user.ledger.map((l) => (
          <Row
            key={l.id}
            left={`${l.amount > 0 ? '+' : ''}${l.amount} · ${l.kind}`}
            right={when(l.created_at)}
          />
        ))}
      />
      <Records
        title="Sessions"
        empty="No session."
        rows={user.sessions.map((s) => (
          <Row
            key={s.family_id}
            left={`${s.active ? 'Active' : 'Ended'} · since ${when(s.started_at)}`}
            right={`last ${when(s.last_used_at)}`}
          />
        ))}
      />
      <Records
        title="Recent jobs"
        empty="No job for this learner."
        rows={user.jobs.map((j) => (
          <Row key={j.id} left={`${j.name} · ${j.state}`} right={when(j.created_at)} />
        ))}
      />
      <Records
        title="Recent mails"
        empty="No mail."
        rows={user.mails.map((m) => (
          <Row key={m.id} left={`${m.subject} · ${m.status}`} right={when(m.created_at)} />
        ))}
      />
      <Records
        title="Linked accounts"
        empty="No Lichess or Chess.com account linked."
        rows={user.linked_accounts.map((a) => (
          <Row
            key={a.id}
            left={`${a.site === 'lichess' ? 'Lichess' : 'Chess.com'} · ${a.username}${a.sync_error ? ` · ${a.sync_error}` : ''}`}
            right={a.last_synced_at ? `synced ${when(a.last_synced_at)}` : 'not synced yet'}
          />
        ))}
      />
    </div>
  );
}
