import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAdminUserQuery } from '../api/admin-api.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { PanelState } from '../components/panel-state.tsx';
import { UserOverview } from '../components/user-overview.tsx';
import { UserActions } from '../components/user-actions.tsx';
import { UserRecords } from '../components/user-records.tsx';
import { AuditLog } from '../components/audit-log.tsx';

function LearnerPage({ id }: { id: number }) {
  const query = useAdminUserQuery(id);
  usePageTitle(query.data ? `${query.data.email ?? `#${id}`} · console` : 'Learner · console');
  return (
    <PanelState query={query} what="this learner" empty={null}>
      {query.data && (
        <div className="space-y-6">
          <UserOverview user={query.data} />
          <UserActions user={query.data} />
          <UserRecords user={query.data} />
          <AuditLog userId={id} />
        </div>
      )}
    </PanelState>
  );
}

/** /admin/users/{id}: one learner's page in the console. */
export default function AdminUserPage() {
  const raw = useParams().id;
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return (
    <ConsoleShell>
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <Link to="/admin" className="text-sm font-semibold text-brand-800 underline">
          ← Back to search
        </Link>
        {id === null ? (
          <p className="text-muted">This is not a learner’s address.</p>
        ) : (
          <LearnerPage id={id} />
        )}
      </main>
    </ConsoleShell>
  );
}
