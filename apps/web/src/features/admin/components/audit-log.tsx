import { useState } from 'react';
import { Link } from 'react-router';
import { useAuditQuery } from '../api/admin-api.ts';
import { when } from '../lib/format.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { PanelState } from './panel-state.tsx';

const show = (v: Record<string, unknown> | null) =>
  v
    ? Object.entries(v)
        .map(([k, x]) => `${k}: ${x === null ? '—' : String(x)}`)
        .join(', ')
    : '—';

/** The append-only log of every operator action, newest first (optionally one learner's). */
export function AuditLog({ userId }: { userId?: number }) {
  const [page, setPage] = useState(1);
  const query = useAuditQuery({ page, userId });
  return (
    <section aria-labelledby="audit-title" className="space-y-3">
      <h2 id="audit-title" className="text-lg font-bold text-ink">
        Audit log
      </h2>
      <PanelState
        query={query}
        what="the audit log"
        empty={query.data?.total === 0 ? 'No action recorded yet.' : null}
      >
        <ol className="space-y-2" aria-label="Audit entries">
          {query.data?.results.map((e) => (
            <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-mono font-semibold text-ink">{e.action}</span>
                <span className="text-muted">{when(e.created_at)}</span>
              </div>
              <p className="mt-1 text-muted">
                by {e.actor}
                {e.target_user_id && !userId && (
                  <>
                    {' '}
                    on{' '}
                    <Link className="underline" to={`/admin/users/${e.target_user_id}`}>
                      learner #{e.target_user_id}
                    </Link>
                  </>
                )}
              </p>
              <p className="mt-1 break-words text-ink">
                {show(e.before)} → {show(e.after)}
              </p>
              <p className="mt-1 break-words text-ink">Reason: {e.reason}</p>
            </li>
          ))}
        </ol>
        {query.data && (
          <Pager
            className="mt-4 justify-between"
            page={page}
            pageSize={query.data.page_size}
            total={query.data.total}
            onPage={setPage}
          />
        )}
      </PanelState>
    </section>
  );
}
