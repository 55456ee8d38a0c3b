import { useEffect } from 'react';
import { useUpdateUserMutation } from '../../../lib/account-api.ts';
import { useAuth } from '../../../lib/hooks.ts';

/** The browser's IANA zone, or null when the browser does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

// Once per page load: a refused zone (an unusual browser) is not retried in a loop.
let sentFor: number | null = null;

/**
 * Sends the browser's zone once after sign-in when the account has none or another one
 * (ADR 0022): streak days follow the learner's device. A zone change never moves a day
 * already recorded, so a trip abroad costs nothing.
 */
export function useSyncTimeZone() {
  const { userId, user } = useAuth();
  const [updateUser] = useUpdateUserMutation();
  useEffect(() => {
    if (userId === null || !user || sentFor === userId) return;
    const zone = browserTimeZone();
    if (!zone || zone === user.time_zone) return;
    sentFor = userId;
    const userData = new FormData();
    userData.set('time_zone', zone);
    void updateUser({ id: userId, userData });
  }, [userId, user, updateUser]);
}
