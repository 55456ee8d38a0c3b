import { Link } from 'react-router';
import { Check, Crown, Infinity as InfinityIcon } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { SectionHeading } from './section-heading.tsx';

export function HeroPlanSection() {
  return (
    <section className="bg-ink text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-24">
        <div className="[&_h2]:text-white [&_p]:text-white/75">
          <SectionHeading eyebrow="Hero plan" title="Learn without limits.">
            <p>
              Everything on the climb is free to learn. When you are on a roll and do not want to
              stop, the Hero plan removes the heart limit and gives you first access to everything
              new we build.
            </p>
          </SectionHeading>
        </div>
        <div className="rounded-3xl bg-white p-6 text-ink shadow-2xl sm:p-8">
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-xl bg-amber-100 text-amber-600">
              <Crown aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-extrabold">Hero plan</h3>
              <p className="text-sm text-muted">Monthly or yearly — yearly is 9% off</p>
            </div>
          </div>
          <ul className="mt-6 space-y-3">
            <li className="flex gap-3">
              <InfinityIcon aria-hidden="true" className="size-5 text-brand-600" /> Unlimited hearts
            </li>
            <li className="flex gap-3">
              <Check aria-hidden="true" className="size-5 text-brand-600" /> Access to new features
            </li>
            <li className="flex gap-3">
              <Check aria-hidden="true" className="size-5 text-brand-600" /> Cancel any time from
              your settings
            </li>
          </ul>
          <Link to="/login" className={buttonClass('primary', 'lg', 'mt-8 w-full')}>
            Become a Hero
          </Link>
        </div>
      </div>
    </section>
  );
}
