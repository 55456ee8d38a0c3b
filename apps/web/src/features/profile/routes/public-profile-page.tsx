import { Link, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePublicProfileQuery } from '../api/profile-api.ts';
import { ProfileError, ProfileNotFound, ProfileSkeleton } from '../components/profile-states.tsx';
import { ProfileView } from '../components/profile-view.tsx';
import { ReportProfileDialog } from '../components/report-profile-dialog.tsx';

const parseId = (raw: string | undefined): number | null =>
  raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;

/** /app/user/{id}: another learner's public profile (never their email). */
export default function PublicProfilePage() {
  const id = parseId(useParams().id);
  const { userId } = useAuth();
  const { data, error, isLoading, isFetching, refetch } = usePublicProfileQuery(id ?? skipToken);
  usePageTitle(data ? `${data.username}’s profile` : 'Climber profile');

  const notFound =
    id === null || (error && 'status' in error && (error.status === 404 || error.status === 400));
  return (
    <section className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      {notFound ? (
        <ProfileNotFound />
      ) : isLoading ? (
        <ProfileSkeleton />
      ) : error || !data ? (
        <ProfileError
          message={toProblem(error).message}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <ProfileView
          profile={data}
          actions={
            data.id === userId ? (
              <Link to="/app/profile" className={buttonClass('secondary', 'sm', 'shrink-0')}>
                This is you · Edit profile
              </Link>
            ) : (
              <ReportProfileDialog userId={data.id} username={data.username} />
            )
          }
        />
      )}
    </section>
  );
}
