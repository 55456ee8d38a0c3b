import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { useUpdateUserMutation } from '../../../lib/account-api.ts';
import { toProblem } from '../../../lib/api-error.ts';
import { setPlacement } from '../../../lib/auth/auth-slice.ts';
import { useAppDispatch, useAuth } from '../../../lib/hooks.ts';
import { emptySectionProgress, updateSectionProgress } from '../state/section-progress-state.ts';
import type { Level } from '../lib/types.ts';

/**
 * Saves the starting level (PATCH users/{id}/ as form data — the mutation refuses anything
 * else), puts it in the auth state so the onboarding guard lets the learner through, and opens
 * the climb at the new starting point.
 */
export function useSavePlacement() {
  const { userId } = useAuth();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [updateUser, { isLoading, error }] = useUpdateUserMutation();

  async function save(level: Level, dailyGoal?: number) {
    if (userId === null) return;
    const userData = new FormData();
    userData.set('placement', level);
    if (dailyGoal !== undefined) userData.set('daily_goal', String(dailyGoal));
    const result = await updateUser({ id: userId, userData });
    if ('error' in result) return;
    dispatch(setPlacement(level));
    // Which sections are open depends on the placement: forget the statuses seen before.
    dispatch(api.util.invalidateTags(['Sections', 'Units', 'Lessons']));
    updateSectionProgress(emptySectionProgress);
    navigate('/app/climb', { replace: true });
  }

  return { save, saving: isLoading, problem: error ? toProblem(error).message : null };
}
