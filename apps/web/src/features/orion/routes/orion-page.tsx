import { Link } from 'react-router';
import { ChartLine, ChevronRight, Dumbbell, Sparkles } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useOrionProfileQuery } from '../../../lib/orion-api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AssessmentIntro } from '../components/assessment-intro.tsx';
import { CreditsCard } from '../components/credits-card.tsx';
import { OrionGames } from '../games/orion-games.tsx';
import { SkillRadar } from '../components/skill-radar.tsx';
import { SkillTable } from '../components/skill-table.tsx';
import { SkillTrends } from '../components/skill-trends.tsx';
import { ThemeStrengths } from '../components/theme-strengths.tsx';
import { skillMeta, weakestOf } from '../lib/skills.ts';

const card = 'rounded-3xl border-2 border-slate-200 bg-white p-5 sm:p-6';

/** /app/orion — the skill profile: assessment first, then the chart, trends, themes and training. */
export default function OrionPage() {
  usePageTitle('Orion');
  const profile = useOrionProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = profile.data;

  let body;
  if (profile.isLoading)
    body = (
      <div className="grid min-h-[40dvh] place-items-center text-muted">
        <Spinner className="[&>span:first-child]:size-8" label="Loading your skills" />
      </div>
    );
  else if (!data)
    body = (
      <div role="alert" className="rounded-3xl border-2 border-rose-200 bg-rose-50 p-6">
        <p className="font-bold text-rose-900">
          We could not load your skills. {toProblem(profile.error).message}
        </p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'mt-3')}
          onClick={() => void profile.refetch()}
        >
          Try again
        </button>
      </div>
    );
  else {
    const measured = data.skills.some((s) => s.evidence > 0);
    const weakest = weakestOf(data.skills)!;
    body = (
      <>
        {!data.assessment.done && (
          <AssessmentIntro answered={data.assessment.answered} total={data.assessment.total} />
        )}
        {measured && (
          <>
            <section
              aria-labelledby="train-title"
              className="flex flex-col gap-4 rounded-3xl bg-indigo-600 p-5 text-white shadow-[0_6px_0_#3730a3] sm:flex-row sm:items-center sm:p-6"
            >
              <div className="flex-1">
                <p className="text-sm font-bold uppercase tracking-widest text-indigo-50">
                  Your weakest skill
                </p>
                <h2
                  id="train-title"
                  className="mt-1 text-2xl font-extrabold"
                  data-testid="weakest-skill"
                >
                  {skillMeta[weakest.skill].label} · {weakest.rating}
                </h2>
                <p className="mt-1 text-indigo-100">{skillMeta[weakest.skill].blurb}</p>
              </div>
              <Link
                to="/app/orion/train"
                className="inline-flex min-h-14 items-center justify-center gap-2 rounded-xl bg-white px-7 text-lg font-bold text-indigo-700 shadow-[0_4px_0_#c7d2fe] transition hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <Dumbbell aria-hidden="true" className="size-5" /> Train my weakest skill
              </Link>
            </section>
            <div className="grid gap-6 lg:grid-cols-2">
              <section aria-labelledby="skills-title" className={card}>
                <h2 id="skills-title" className="text-lg font-extrabold text-ink">
                  Your skills
                </h2>
                <p className="text-sm text-muted">
                  The shaded band is the range each rating is probably in.
                </p>
                <SkillRadar skills={data.skills} />
                <SkillTable skills={data.skills} weakest={weakest.skill} />
              </section>
              <div className="flex flex-col gap-6">
                <section aria-labelledby="trends-title" className={card}>
                  <h2 id="trends-title" className="mb-3 text-lg font-extrabold text-ink">
                    Trends
                  </h2>
                  <SkillTrends skills={data.skills} />
                </section>
                <section aria-labelledby="themes-title" className={card}>
                  <h2 id="themes-title" className="mb-3 text-lg font-extrabold text-ink">
                    Puzzle themes
                  </h2>
                  <ThemeStrengths themes={data.themes} />
                </section>
              </div>
            </div>
          </>
        )}
        <Link
          to="/app/orion/insights"
          className="group flex items-center gap-4 rounded-3xl border-2 border-slate-200 bg-white p-5 hover:border-indigo-300 focus-visible:ring-4 focus-visible:ring-indigo-200 focus-visible:outline-none sm:p-6"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-700">
            <ChartLine aria-hidden="true" className="size-6" />
          </span>
          <span className="flex-1">
            <span className="block text-lg font-extrabold text-ink">Insights from your games</span>
            <span className="block text-sm text-muted">
              Your openings as White and Black, accuracy by phase, the tactics you miss most.
            </span>
          </span>
          <ChevronRight
            aria-hidden="true"
            className="size-6 text-slate-400 group-hover:text-indigo-600"
          />
        </Link>
        {/* Game analysis (ADR 0025, features/orion/games): send a game, the analysed games. */}
        <section aria-labelledby="games-title" className={card} data-testid="orion-games-slot">
          <h2 id="games-title" className="mb-3 text-lg font-extrabold text-ink">
            Game analysis
          </h2>
          <CreditsCard credits={data.credits} />
          <OrionGames embedded />
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-extrabold text-ink">
          <Sparkles aria-hidden="true" className="size-7 text-indigo-600" /> Orion
        </h1>
        <p className="mt-1 text-muted">
          Your tactics, strategy, calculation and attacking, measured from every puzzle and lesson.
        </p>
      </header>
      {body}
    </div>
  );
}
