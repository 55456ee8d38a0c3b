import { BookOpen, Heart, Mountain, Trophy } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const steps = [
  {
    Icon: Mountain,
    title: 'Sections and units',
    text: 'The climb is split into sections — from the board and the pieces to tactics, endgames and strategy — and each section into short units.',
  },
  {
    Icon: BookOpen,
    title: 'Lessons of a few minutes',
    text: 'Every lesson mixes seven kinds of exercises: find the best move, match pairs, set up a position, play it out against the engine and more.',
  },
  {
    Icon: Heart,
    title: 'Hearts keep you sharp',
    text: 'A wrong answer costs a heart. Out of hearts? They come back after four hours — or never run out with the Hero plan.',
  },
  {
    Icon: Trophy,
    title: 'Xp marks your progress',
    text: 'Finish lessons to earn xp, unlock the next unit and move up the leaderboard. Small steps, every day, add up quickly.',
  },
];

export function ClimbSection() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <SectionHeading
        eyebrow="How the climb works"
        title="One clear path. No guessing what to study next."
      >
        <p>
          You tell us where you stand, we place you on the path, and every lesson builds on the last
          one.
        </p>
      </SectionHeading>
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ Icon, title, text }, i) => (
          <li
            key={title}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              className="absolute right-5 top-5 text-5xl font-black text-brand-50"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
