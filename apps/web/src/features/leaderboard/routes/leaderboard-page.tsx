import { useSearchParams } from 'react-router';
import type { LeaderboardPeriod } from '@ascend/contract';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BoardPanel } from '../components/board-panel.tsx';
import { WeekCountdown } from '../components/week-countdown.tsx';

const periods: { value: LeaderboardPeriod; label: string }[] = [
  { value: 'week', label: 'This week' },
  { value: 'all', label: 'All time' },
];

/** /app/leaderboard: learners ranked by xp, this week or all time. Tab and page live in the URL. */
export default function LeaderboardPage() {
  usePageTitle('Leaderboard');
  const [params, setParams] = useSearchParams();
  const period: LeaderboardPeriod = params.get('period') === 'all' ? 'all' : 'week';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const go = (next: { period?: LeaderboardPeriod; page?: number }) => {
    const p = next.period ?? period;
    const n = next.page ?? 1;
    setParams(
      {
        ...(p === 'all' ? { period: p } : {}),
        ...(n > 1 ? { page: String(n) } : {}),
      },
      { replace: next.period !== undefined },
    );
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">Leaderboard</h1>
      <p className="mt-1 text-muted">Climb the ranks by earning xp in lessons.</p>
      <Tabs
        value={period}
        onValueChange={(value) => go({ period: value as LeaderboardPeriod })}
        className="mt-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList aria-label="Ranking period" className="w-full sm:w-auto">
            {periods.map((p) => (
              <TabsTrigger key={p.value} value={p.value} className="flex-1 sm:flex-none sm:px-6">
                {p.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {period === 'week' ? (
            <WeekCountdown />
          ) : (
            <p className="text-sm font-medium text-muted">Every xp since you joined</p>
          )}
        </div>
        {periods.map((p) => (
          <TabsContent key={p.value} value={p.value} className="mt-4 focus-visible:outline-none">
            <BoardPanel period={p.value} page={page} onPage={(n) => go({ page: n })} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
