import { useState } from 'react';
import { Target } from 'lucide-react';
import type { CurrentUser } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { GoalPicker } from '../../../components/ui/goal-picker.tsx';
import { useUpdateUserMutation } from '../../../lib/account-api.ts';
import { toProblem } from '../../../lib/api-error.ts';
import { SettingsSection } from './settings-section.tsx';
import { Switch } from './switch.tsx';

const hourLabel = (h: number) =>
  new Date(Date.UTC(2026, 0, 1, h)).toLocaleTimeString([], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });

/** Daily goal and the daily streak reminder (mail, plus push where this device allows it). */
export function DailyGoalCard({ user }: { user: CurrentUser }) {
  const [goal, setGoal] = useState(user.daily_goal);
  const [remind, setRemind] = useState(user.reminder_hour !== null);
  const [hour, setHour] = useState(user.reminder_hour ?? 19);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const changed = goal !== user.daily_goal || (remind ? hour : null) !== user.reminder_hour;

  async function save() {
    setMessage(null);
    const userData = new FormData();
    userData.set('daily_goal', String(goal));
    userData.set('reminder_hour', remind ? String(hour) : 'off');
    const result = await updateUser({ id: user.id, userData });
    setMessage(
      'error' in result
        ? { text: toProblem(result.error as never).message, error: true }
        : { text: 'Saved.', error: false },
    );
  }

  return (
    <SettingsSection
      title="Daily goal"
      description="How much xp you aim for each day, and a reminder when your streak is at risk."
      Icon={Target}
    >
      <GoalPicker value={goal} onChange={setGoal} hideLegend />
      <div className="mt-5 flex items-center justify-between gap-4">
        <div>
          <label htmlFor="streak-reminder" className="font-semibold text-ink">
            Daily streak reminder
          </label>
          <p id="streak-reminder-hint" className="text-sm text-muted">
            A mail (and a notification on devices with reminders on) when today is not done yet.
          </p>
        </div>
        <Switch
          id="streak-reminder"
          aria-describedby="streak-reminder-hint"
          checked={remind}
          onCheckedChange={setRemind}
        />
      </div>
      {remind && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <label htmlFor="reminder-hour" className="text-sm font-semibold text-ink">
            Remind me at
          </label>
          <select
            id="reminder-hour"
            value={hour}
            onChange={(e) => setHour(Number(e.target.value))}
            className="min-h-11 rounded-xl border-2 border-slate-200 bg-white px-3 font-semibold text-ink focus-visible:border-brand-500 focus-visible:outline-none"
          >
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
          <span className="text-sm text-muted">
            your time{user.time_zone ? ` (${user.time_zone.replace(/_/g, ' ')})` : ''}
          </span>
        </div>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button onClick={() => void save()} pending={isLoading} disabled={!changed}>
          Save goal and reminder
        </Button>
        {message && (
          <p
            role={message.error ? 'alert' : 'status'}
            className={`text-sm font-medium ${message.error ? 'text-danger' : 'text-brand-800'}`}
          >
            {message.text}
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
