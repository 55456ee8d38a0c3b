import { useState } from 'react';
import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import type { CurrentUser } from '@ascend/contract';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toProblem } from '../../../lib/api-error.ts';
import { useCancelSubscriptionMutation } from '../api/settings-api.ts';
import { SettingsSection } from './settings-section.tsx';

const longDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' })
    : 'the end of the period';

/** The Hero plan's state, with Cancel while it is active and still set to renew. */
export function SubscriptionCard({ subscription }: { subscription: CurrentUser['subscription'] }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading, error, reset }] = useCancelSubscriptionMutation();
  const until = longDate(subscription.current_period_end);
  const plan = subscription.plan_type === 'yearly' ? 'Yearly' : 'Monthly';

  const onCancel = async () => {
    const res = await cancel(undefined);
    if (res.error) return;
    setConfirming(false);
    toast({ title: 'Subscription cancelled', description: res.data.message });
  };

  return (
    <SettingsSection title="Subscription" Icon={Crown}>
      {subscription.is_active ? (
        <div className="space-y-4" data-testid="subscription-status">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-800">
              Hero plan · {plan}
            </span>
            {subscription.cancel_at_period_end ? (
              <span className="rounded-full bg-slate-200 px-3 py-1 text-sm font-bold text-slate-700">
                Cancelled
              </span>
            ) : (
              <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
                Active
              </span>
            )}
          </div>
          <p className="text-ink">
            {subscription.cancel_at_period_end
              ? `Your plan will not renew. Active until ${until}.`
              : `Active until ${until}, then renews ${plan.toLowerCase()}.`}
          </p>
          {!subscription.cancel_at_period_end && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => (reset(), setConfirming(true))}
            >
              Cancel subscription
            </Button>
          )}
        </div>
      ) : (
        <div className="space-y-4" data-testid="subscription-status">
          <p className="text-ink">You are on the free plan with limited hearts.</p>
          <Link to="/app/shop" className={buttonClass('primary', 'md')}>
            Get the Hero plan
          </Link>
        </div>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Cancel your Hero plan?"
          description={`It will not renew. You keep unlimited hearts until ${until}.`}
        >
          {error && <FormMessage tone="error">{toProblem(error).message}</FormMessage>}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
            <Button
              type="button"
              variant="danger"
              pending={isLoading}
              onClick={() => void onCancel()}
            >
              Cancel plan
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
