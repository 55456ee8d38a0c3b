import { InstallOffer } from '../../../components/install-offer.tsx';
import { AppLoading } from '../../../components/ui/loading-screen.tsx';
import { useAuth } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AccountCard } from '../components/account-card.tsx';
import { DailyGoalCard } from '../components/daily-goal-card.tsx';
import { NotificationsCard } from '../components/notifications-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { RemindersCard } from '../components/reminders-card.tsx';
import { SoundCard } from '../components/sound-card.tsx';
import { SubscriptionCard } from '../components/subscription-card.tsx';

/** /app/settings: sound on this device, password, mail preferences, plan, sessions and account. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useAuth();
  if (!user) return <AppLoading />;
  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">Settings</h1>
      <InstallOffer moment="settings" />
      <DailyGoalCard user={user} />
      <SoundCard />
      <PasswordCard />
      <NotificationsCard />
      <RemindersCard />
      <SubscriptionCard subscription={user.subscription} />
      <AccountCard userId={user.id} email={user.email} />
    </section>
  );
}
