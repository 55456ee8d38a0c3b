import { Mail } from 'lucide-react';
import { toProblem } from '../../../lib/api-error.ts';
import {
  useNotificationPreferencesQuery,
  useSetNotificationPreferencesMutation,
} from '../api/settings-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { Switch } from './switch.tsx';

/** The e-mail preference: news and offers (marketing mails). Account mails are always sent. */
export function NotificationsCard() {
  const { data, error, isLoading } = useNotificationPreferencesQuery(undefined);
  const [save, saving] = useSetNotificationPreferencesMutation();
  // While saving, show the requested state so the switch answers at once.
  const checked =
    saving.isLoading && saving.originalArgs
      ? saving.originalArgs.marketing_emails
      : (data?.marketing_emails ?? false);
  return (
    <SettingsSection
      title="Email notifications"
      description="Mails about your account (sign-in, password, receipts) are always sent."
      Icon={Mail}
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor="marketing-emails" className="font-semibold text-ink">
            News and offers
          </label>
          <p id="marketing-emails-hint" className="text-sm text-muted">
            New features, promotions and tips to climb faster.
          </p>
        </div>
        <Switch
          id="marketing-emails"
          aria-describedby="marketing-emails-hint"
          checked={checked}
          disabled={isLoading || !data || saving.isLoading}
          onCheckedChange={(on) => void save({ marketing_emails: on })}
        />
      </div>
      {(error || saving.error) && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {toProblem(error ?? saving.error).message}
        </p>
      )}
    </SettingsSection>
  );
}
