import type { ReactNode } from 'react';
import type { PublicProfile } from '@ascend/contract';
import { BadgeShelf } from './badge-shelf.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileStats } from './profile-stats.tsx';
import { StreakCalendar } from './streak-calendar.tsx';

interface ProfileViewProps {
  profile: PublicProfile;
  actions?: ReactNode;
  /** Extra sections below the stats (the own profile's charts). */
  children?: ReactNode;
}

/** What everyone sees of a learner; the own profile adds editing and charts around it. */
export function ProfileView({ profile, actions, children }: ProfileViewProps) {
  return (
    <div className="space-y-5">
      <ProfileHeader profile={profile} actions={actions} />
      <h2 className="sr-only">Statistics</h2>
      <ProfileStats profile={profile} />
      <StreakCalendar profile={profile} />
      {children}
      <BadgeShelf badges={profile.badges} />
    </div>
  );
}
