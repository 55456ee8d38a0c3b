import { useState } from 'react';
import type { PlanType } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUserQuery } from '../../../lib/account-api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CountryDialog } from '../components/country-dialog.tsx';
import { HeroPlanCard } from '../components/hero-plan-card.tsx';
import { PlanStatus } from '../components/plan-status.tsx';
import { PurchasedDialog } from '../components/purchased-dialog.tsx';
import { useBuyHero } from '../hooks/use-buy-hero.ts';

/** /app/shop: the Hero plan card and the whole purchase flow of spec section 4. */
export default function ShopPage() {
  usePageTitle('Shop');
  const { data: user, isLoading, isError, refetch } = useCurrentUserQuery(undefined);
  const [plan, setPlan] = useState<PlanType>('monthly');
  const flow = useBuyHero(user, refetch);

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8 lg:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Shop</h1>
        <p className="mt-1 text-muted">Go Hero: never wait for your hearts again.</p>
      </header>
      {isLoading && <Spinner label="Loading prices" />}
      {isError && (
        <div role="alert" className="rounded-2xl bg-rose-50 p-5 text-rose-800">
          <p className="font-semibold">We could not load the prices.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      {user && (
        <>
          {user.subscription.is_active && <PlanStatus subscription={user.subscription} />}
          <HeroPlanCard
            prices={user.sub_data}
            plan={plan}
            onPlanChange={setPlan}
            onBuy={() => flow.buy(plan)}
            busy={flow.step === 'paying'}
          />
        </>
      )}
      <CountryDialog
        open={flow.step === 'choosing-country'}
        saving={flow.savingCountry}
        onCancel={flow.cancelCountry}
        onContinue={(code) => void flow.saveCountryAndPay(code, plan)}
      />
      <PurchasedDialog open={flow.step === 'purchased'} onContinue={flow.closePurchased} />
    </div>
  );
}
