import {
  Crown,
  Eye,
  Gamepad2,
  Grid3x3,
  Heart,
  ListChecks,
  Puzzle,
  Route,
  Shuffle,
  Target,
  Trophy,
  UserRound,
  Info,
} from 'lucide-react';
import { CallToAction } from '../components/home/call-to-action.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const exerciseTypes = [
  {
    Icon: Info,
    title: 'Explain',
    text: 'A short idea with a board to look at, before you try it yourself.',
  },
  { Icon: Target, title: 'Best move', text: 'Find the strongest move in a real position.' },
  {
    Icon: Shuffle,
    title: 'Matching pairs',
    text: 'Match pieces, squares and ideas against the clock of your hearts.',
  },
  {
    Icon: ListChecks,
    title: 'Multiple choice',
    text: 'Pick the right answer about a position or a rule.',
  },
  { Icon: Gamepad2, title: 'Play it out', text: 'Play a position to the end against the engine.' },
  {
    Icon: Eye,
    title: 'Visualise',
    text: 'See the board in your head: where does the piece end up?',
  },
  {
    Icon: Grid3x3,
    title: 'Set up the board',
    text: 'Place the pieces to build the position you just learned.',
  },
];

const features = [
  {
    Icon: Route,
    title: 'A guided learning path',
    text: 'Sections, units and lessons in the right order. Start where you are, thanks to a quick placement.',
  },
  {
    Icon: Puzzle,
    title: 'Puzzles by theme',
    text: 'Forks, pins, mates and more, with four difficulty ranges from 0–1499 to 2500–3000.',
  },
  {
    Icon: Trophy,
    title: 'Xp, points and badges',
    text: 'Earn xp for lessons, puzzle points for tactics and badges as milestones.',
  },
  {
    Icon: UserRound,
    title: 'Leaderboard and profiles',
    text: 'Compare your progress and look at other climbers’ public profiles.',
  },
  {
    Icon: Heart,
    title: 'Hearts',
    text: 'Five hearts keep every answer meaningful; they come back four hours after you run out.',
  },
  {
    Icon: Crown,
    title: 'Hero plan',
    text: 'Unlimited hearts and access to new features, monthly or yearly.',
  },
];

export default function FeaturesPage() {
  usePageTitle('Features');
  return (
    <>
      <PageHeader eyebrow="Features" title="Everything you need to get better at chess.">
        <p>
          Lessons that teach, exercises that make it stick, puzzles that sharpen your eye — all in
          one place, free to start.
        </p>
      </PageHeader>
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 className="text-3xl font-extrabold tracking-tight text-ink">
            Seven ways to practise
          </h2>
          <p className="mt-2 max-w-2xl text-lg text-muted">
            Each lesson mixes exercise types so that an idea is seen, tried and remembered.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {exerciseTypes.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-bold text-ink">{title}</h3>
                  <p className="text-sm text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
