import { Check, Crown, Heart, Sparkles } from 'lucide-react';
import type { CurrentUser, PlanType } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { formatPrice, perMonth, twelveMonths } from '../lib/format-price.ts';
import { PlanToggle } from './plan-toggle.tsx';

interface HeroPlanCardProps {
  prices: CurrentUser['sub_data'];
  plan: PlanType;
  onPlanChange: (plan: PlanType) => void;
  onBuy: () => void;
  busy: boolean;
}

const benefits = [
  { text: 'Unlimited hearts', Icon: Heart },
  { text: 'Access to new features', Icon: Sparkles },
];

/** The spec's "Hero plan" card: toggle, price with the country's currency symbol, benefits, Buy. */
export function HeroPlanCard({ prices, plan, onPlanChange, onBuy, busy }: HeroPlanCardProps) {
  const price = prices[plan];
  return (
    <section
      aria-labelledby="hero-plan-title"
      className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 text-white shadow-xl"
    >
      <div className="space-y-5 p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="grid size-12 place-items-center rounded-2xl bg-amber-300 text-amber-950 shadow-inner">
            <Crown aria-hidden="true" className="size-7" />
          </span>
          <div>
            <h2 id="hero-plan-title" className="text-2xl font-extrabold tracking-tight">
              Hero plan
            </h2>
            <p className="text-sm text-brand-100">Climb without limits</p>
          </div>
        </div>
        <PlanToggle value={plan} onChange={onPlanChange} />
        <div aria-live="polite">
          <p className="flex flex-wrap items-baseline gap-x-2">
            {plan === 'yearly' && (
              <s
                className="w-full text-lg font-semibold text-brand-200"
                aria-label={`Instead of ${formatPrice(twelveMonths(prices.monthly))}`}
              >
                {formatPrice(twelveMonths(prices.monthly))}
              </s>
            )}
            <span data-testid="plan-price" className="text-5xl font-extrabold tracking-tight">
              {formatPrice(price)}
            </span>
            <span className="text-lg font-semibold text-brand-100">
              / {plan === 'yearly' ? 'year' : 'month'}
            </span>
          </p>
          <p className="mt-1 text-sm text-brand-100">
            {plan === 'yearly'
              ? `${formatPrice(perMonth(price))} a month, billed yearly in ${price.currency}`
              : `Billed monthly in ${price.currency}`}
          </p>
        </div>
      </div>
      <div className="space-y-5 bg-white p-6 text-ink sm:p-8">
        <ul className="space-y-3">
          {benefits.map(({ text, Icon }) => (
            <li key={text} className="flex items-center gap-3 font-semibold">
              <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {text}
              <Check aria-hidden="true" className="ml-auto size-5 text-brand-600" />
            </li>
          ))}
        </ul>
        <Button size="lg" className="w-full uppercase tracking-wide" onClick={onBuy} pending={busy}>
          Buy
        </Button>
      </div>
    </section>
  );
}
