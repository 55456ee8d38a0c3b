import { useState } from 'react';
import { Link } from 'react-router';
import { useReportsQuery, useResolveReportMutation } from '../api/admin-api.ts';
import { when } from '../lib/format.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { PanelState } from './panel-state.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/** Open profile reports, oldest first; support resolves or dismisses each with a reason. */
export function ReportsQueue() {
  const [page, setPage] = useState(1);
  const query = useReportsQuery({ status: 'open', page });
  const [resolve] = useResolveReportMutation();
  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <h2 id="reports-title" className="text-lg font-bold text-ink">
        Reported profiles
      </h2>
      <PanelState
        query={query}
        what="reports"
        empty={query.data?.total === 0 ? 'No open reports. Nothing waits for you.' : null}
      >
        <ul className="space-y-3">
          {query.data?.results.map((r) => (
            <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    <Link className="underline" to={`/admin/users/${r.reported.id}`}>
                      {r.reported.username ?? `Learner #${r.reported.id}`}
                    </Link>
                  </p>
                  <p className="text-sm text-muted">
                    Reported {when(r.created_at)} by{' '}
                    {r.reporter.username ?? `learner #${r.reporter.id}`}
                  </p>
                  <p className="mt-2 break-words text-ink">“{r.reason}”</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {(['resolved', 'dismissed'] as const).map((outcome) => (
                    <ReasonDialog
                      key={outcome}
                      label={outcome === 'resolved' ? 'Resolve' : 'Dismiss'}
                      title={outcome === 'resolved' ? 'Resolve the report' : 'Dismiss the report'}
                      description={
                        outcome === 'resolved'
                          ? 'Say what you did about it (reset the username, the avatar…).'
                          : 'Say why nothing needs doing.'
                      }
                      confirm={outcome === 'resolved' ? 'Resolve' : 'Dismiss'}
                      onSubmit={({ reason }) => resolve({ id: r.id, outcome, reason }).unwrap()}
                    />
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
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
