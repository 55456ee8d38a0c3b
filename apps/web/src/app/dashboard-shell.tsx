import { DashboardLayout } from '../features/dashboard/components/dashboard-layout.tsx';
import { AnnouncementPopup } from '../features/notifications/components/announcement-popup.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { LeagueChip } from '../features/leagues/components/league-chip.tsx';
import { HabitBar } from '../features/habit/components/habit-bar.tsx';

/** The dashboard with the notifications feature's bell and one-time popup plugged in. */
export function DashboardShell() {
  return (
    <DashboardLayout
      headerActions={
        <>
          <HabitBar />
          <LeagueChip />
          <NotificationBell />
        </>
      }
      overlay={<AnnouncementPopup />}
    />
  );
}
