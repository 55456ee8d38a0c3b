import { useState } from 'react';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { Pencil, Settings } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePublicProfileQuery } from '../api/profile-api.ts';
import { EditProfileDialog } from '../components/edit-profile-dialog.tsx';
import { ProfileCharts } from '../components/profile-charts.tsx';
import { ProfileError, ProfileSkeleton } from '../components/profile-states.tsx';
import { ProfileView } from '../components/profile-view.tsx';

/** /app/profile: the learner's own public profile, with editing and progress charts. */
export default function ProfilePage() {
  usePageTitle('Your profile');
  const { userId, user } = useAuth();
  const { data, error, isLoading, isFetching, refetch } = usePublicProfileQuery(
    userId ?? skipToken,
  );
  const [editing, setEditing] = useState(false);

  return (
    <section className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      {isLoading || !user ? (
        <ProfileSkeleton />
      ) : error || !data ? (
        <ProfileError
          message={toProblem(error).message}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <ProfileView
            profile={data}
            actions={
              <div className="flex shrink-0 gap-2 sm:flex-col">
                <button
                  type="button"
                  onClick={() => setEditing(true)}
                  className={buttonClass('secondary', 'sm')}
                >
                  <Pencil aria-hidden="true" className="size-4" /> Edit profile
                </button>
                <Link
                  to="/app/settings"
                  className="inline-flex min-h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold text-white ring-2 ring-inset ring-white/40 transition hover:bg-white/10"
                >
                  <Settings aria-hidden="true" className="size-4" /> Settings
                </Link>
              </div>
            }
          >
            <ProfileCharts />
          </ProfileView>
          <EditProfileDialog
            open={editing}
            onOpenChange={setEditing}
            user={{
              id: user.id,
              username: user.username,
              country: user.country,
              avatar_url: user.avatar_url,
              displayName: data.username,
            }}
          />
        </>
      )}
    </section>
  );
}
