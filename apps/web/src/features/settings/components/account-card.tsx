import { useState } from 'react';
import { LogOut, MonitorSmartphone, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { useLogOutEverywhereMutation, useLogOutMutation } from '../api/settings-api.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Sign out here or on every device, and the way out: deleting the account. */
export function AccountCard({ userId, email }: { userId: number; email: string }) {
  const { refreshToken } = useAuth();
  const signOut = useSignOut();
  const [logOut, one] = useLogOutMutation();
  const [logOutAll, all] = useLogOutEverywhereMutation();
  const [error, setError] = useState<string | null>(null);

  const here = async () => {
    // Revoke the refresh token on the server; signing out locally happens even if that fails.
    if (refreshToken) await logOut({ refresh_token: refreshToken });
    signOut();
  };
  const everywhere = async () => {
    setError(null);
    const res = await logOutAll(undefined);
    if (res.error) return setError(toProblem(res.error).message);
    signOut();
  };

  return (
    <SettingsSection title="Account" description={`Signed in as ${email}`} Icon={ShieldAlert}>
      <div className="space-y-5">
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            pending={one.isLoading}
            onClick={() => void here()}
          >
            <LogOut aria-hidden="true" className="size-4" /> Log out
          </Button>
          <Button
            type="button"
            variant="secondary"
            pending={all.isLoading}
            onClick={() => void everywhere()}
          >
            <MonitorSmartphone aria-hidden="true" className="size-4" /> Log out everywhere
          </Button>
        </div>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <div className="rounded-xl border border-red-200 bg-red-50/60 p-4">
          <h3 className="font-bold text-danger">Danger zone</h3>
          <p className="mt-1 text-sm text-muted">
            Deleting your account removes your profile and personal data. Your anonymous progress
            stays in our statistics.
          </p>
          <div className="mt-3">
            <DeleteAccountDialog userId={userId} />
          </div>
        </div>
      </div>
    </SettingsSection>
  );
}
