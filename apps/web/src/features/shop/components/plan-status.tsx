import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { CurrentUser } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useCancelSubscriptionMutation } from '../api/subscription-api.ts';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A subscriber's current plan: which one, and whether it renews or ends, with "stop renewal". */
export function PlanStatus({ subscription }: { subscription: CurrentUser['subscription'] }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const end = subscription.current_period_end ? longDate(subscription.current_period_end) : null;

  async function stopRenewal() {
    const result = await cancel(undefined);
    setConfirming(false);
    if (result.error)
      toast({
        title: 'Could not stop the renewal',
        description: 'Please try again.',
        variant: 'destructive',
      });
    else
      toast({
        title: 'Renewal stopped',
        description: end ? `Your Hero plan stays active until ${end}.` : undefined,
      });
  }

  return (
    <section
      aria-label="Your plan"
      data-testid="plan-status"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5"
    >
      <BadgeCheck aria-hidden="true" className="size-10 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-brand-900">
          Your {subscription.plan_type ?? ''} Hero plan is active
        </p>
        <p className="text-sm text-brand-800">
          {end
            ? subscription.cancel_at_period_end
              ? `It ends on ${end} and will not renew.`
              : `It renews on ${end}.`
            : 'Enjoy unlimited hearts.'}
        </p>
      </div>
      {!subscription.cancel_at_period_end && (
        <Button
          variant="secondary"
          size="sm"
          className="w-full sm:w-auto"
          onClick={() => setConfirming(true)}
        >
          Stop renewal
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Stop renewing your Hero plan?"
          description={end ? `You keep unlimited hearts until ${end}.` : undefined}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Keep my plan</Button>
            </DialogClose>
            <Button variant="danger" pending={isLoading} onClick={() => void stopRenewal()}>
              Stop renewal
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
