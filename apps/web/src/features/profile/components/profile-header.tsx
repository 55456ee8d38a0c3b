import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import type { PublicProfile } from '@ascend/contract';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { CountryFlag } from '../../../components/ui/country-flag.tsx';
import { countryName } from '../../../lib/countries.ts';

const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Avatar, name, country and join date; `actions` sits beside them (e.g. Edit profile). */
export function ProfileHeader({
  profile,
  actions,
}: {
  profile: PublicProfile;
  actions?: ReactNode;
}) {
  const country = countryName(profile.country);
  return (
    <header className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:gap-6 sm:p-8">
      <UserAvatar
        name={profile.username}
        src={profile.avatar_url}
        seed={profile.id}
        sizeClass="size-24 sm:size-28"
        className="ring-4 ring-white/80"
        textClassName="text-3xl"
      />
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <h1 data-testid="profile-username" className="truncate text-2xl font-extrabold sm:text-3xl">
          {profile.username}
        </h1>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-white/90 sm:justify-start">
          {country && (
            <li data-testid="profile-country" className="inline-flex items-center gap-1.5">
              <CountryFlag code={profile.country} />
              {country}
            </li>
          )}
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" /> Joined{' '}
            {joined(profile.joined_at)}
          </li>
        </ul>
      </div>
      {actions}
    </header>
  );
}
