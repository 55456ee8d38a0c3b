import { Link } from 'react-router';
import { Flame, Heart, Sparkles } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { BoardDiagram } from '../board-diagram.tsx';

// The Italian Game after 3.Bc4: the first "real" opening most learners meet on the climb.
const HERO_FEN = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 md:grid-cols-2 md:pb-24 md:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" /> Five minutes a day is enough
          </p>
          <h1 className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Climb from your first move to <span className="text-brand-600">confident chess</span>.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted sm:text-xl">
            Ascend Chess turns chess into a path of short, playful lessons. Learn an idea, try it on
            the board, get instant feedback — and watch your xp, your puzzle rating and your game
            grow.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/sign-up" className={buttonClass('primary', 'lg')}>
              Start climbing — it&apos;s free
            </Link>
            <Link to="/features" className={buttonClass('secondary', 'lg')}>
              See what&apos;s inside
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted">
            No credit card. Works in your browser on phone, tablet and desktop.
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-md">
          <BoardDiagram
            fen={HERO_FEN}
            highlight={['c4', 'f1']}
            label="A chess board showing the Italian Game opening"
          />
          <div className="absolute -left-3 top-6 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-200 sm:-left-8">
            <Flame aria-hidden="true" className="size-5 text-orange-500" />
            <span className="font-bold text-ink">+15 xp</span>
          </div>
          <div className="absolute -right-2 bottom-8 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-200 sm:-right-6">
            <Heart aria-hidden="true" className="size-5 fill-rose-500 text-rose-500" />
            <span className="font-bold text-ink">5 hearts</span>
          </div>
        </div>
      </div>
    </section>
  );
}
