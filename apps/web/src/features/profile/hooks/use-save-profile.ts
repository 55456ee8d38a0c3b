import { api } from '../../../lib/api.ts';
import { toProblem, type ApiProblem } from '../../../lib/api-error.ts';
import { useUpdateUserMutation } from '../../../lib/account-api.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';

export interface ProfileChanges {
  username?: string;
  country?: string;
  avatar?: Blob;
}

/** Builds the multipart form for PATCH users/{id}/ and refreshes every view of the learner on success. */
export function buildProfileForm(changes: ProfileChanges): FormData {
  const userData = new FormData();
  if (changes.username !== undefined) userData.append('username', changes.username.trim());
  if (changes.country !== undefined) userData.append('country', changes.country);
  if (changes.avatar)
    userData.append(
      'avatar',
      changes.avatar,
      changes.avatar.type === 'image/png' ? 'avatar.png' : 'avatar.webp',
    );
  return userData;
}

export function useSaveProfile() {
  const [updateUser, state] = useUpdateUserMutation();
  const dispatch = useAppDispatch();
  const save = async (id: number, changes: ProfileChanges): Promise<ApiProblem | null> => {
    const result = await updateUser({ id, userData: buildProfileForm(changes) });
    if (result.error) return toProblem(result.error);
    // Name, flag and picture also appear on the public profile and on the boards.
    dispatch(api.util.invalidateTags([{ type: 'Profile', id }, 'Leaderboard']));
    return null;
  };
  return { save, saving: state.isLoading };
}
