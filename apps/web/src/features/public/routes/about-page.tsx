import { HeartHandshake, Lightbulb, Scale, Sprout } from 'lucide-react';
import { CallToAction } from '../components/home/call-to-action.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const values = [
  {
    Icon: Sprout,
    title: 'Small steps',
    text: 'A lesson should fit in a coffee break. Progress comes from doing a little, often.',
  },
  {
    Icon: Lightbulb,
    title: 'Understand, then practise',
    text: 'Every exercise explains why a move works, not only that it works.',
  },
  {
    Icon: HeartHandshake,
    title: 'Kind to beginners',
    text: 'Nobody is born knowing the rules. Mistakes cost a heart, never your confidence.',
  },
  {
    Icon: Scale,
    title: 'Fair and honest',
    text: 'Free to learn, one clear paid plan, no ads in lessons and no selling of your data.',
  },
];

export default function AboutPage() {
  usePageTitle('About us');
  return (
    <>
      <PageHeader eyebrow="About us" title="We help people fall in love with chess.">
        <p>
          Ascend Chess is a small team of players, coaches and engineers who believe anyone can
          become a confident chess player with the right path and a few minutes a day.
        </p>
      </PageHeader>
      <section className="mx-auto max-w-4xl space-y-5 px-4 py-8 text-lg leading-relaxed text-ink/90 sm:px-6">
        <h2 className="text-2xl font-bold text-ink">Why we built it</h2>
        <p>
          Chess is one of the most rewarding games there is, but learning it alone is hard. Books
          assume you know the basics, videos are long, and playing online as a beginner often means
          losing quickly without knowing why.
        </p>
        <p>
          We wanted the feeling of a good coach in your pocket: a clear path from how the pieces
          move to tactics, endgames and planning, broken into lessons short enough to do every day.
          That path is the climb. Puzzles sharpen what the lessons teach, and a leaderboard adds
          just enough friendly competition to come back tomorrow.
        </p>
        <p>
          Everything you need to learn is free. The Hero plan, for those who want to learn without
          the heart limit, pays for the team and for the features we are building next.
        </p>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold text-ink">What we believe</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction title="Come climb with us." />
    </>
  );
}
