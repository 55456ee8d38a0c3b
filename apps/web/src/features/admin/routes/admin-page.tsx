import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { UserSearch } from '../components/user-search.tsx';
import { ReportsQueue } from '../components/reports-queue.tsx';
import { FailedWork } from '../components/failed-work.tsx';
import { AuditLog } from '../components/audit-log.tsx';

const tabs = [
  ['learners', 'Learners'],
  ['reports', 'Reports'],
  ['failed', 'Failed work'],
  ['audit', 'Audit log'],
] as const;

/** /admin: the operator's console (issue 29, ADR 0030), its own chunk. */
export default function AdminPage() {
  usePageTitle('Operator console');
  const [params, setParams] = useSearchParams();
  const tab = tabs.some(([key]) => key === params.get('tab')) ? params.get('tab')! : 'learners';
  return (
    <ConsoleShell>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
          <TabsList aria-label="Console sections" className="flex w-full flex-wrap sm:w-auto">
            {tabs.map(([key, label]) => (
              <TabsTrigger key={key} value={key} className="flex-1 sm:flex-none">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="learners" className="mt-6">
            <UserSearch />
          </TabsContent>
          <TabsContent value="reports" className="mt-6">
            <ReportsQueue />
          </TabsContent>
          <TabsContent value="failed" className="mt-6">
            <FailedWork />
          </TabsContent>
          <TabsContent value="audit" className="mt-6">
            <AuditLog />
          </TabsContent>
        </Tabs>
      </main>
    </ConsoleShell>
  );
}
