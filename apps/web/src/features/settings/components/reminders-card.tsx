import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { usePushReminders, type PushState } from '../hooks/use-push-reminders.ts';
import { SettingsSection } from './settings-section.tsx';
import { Switch } from './switch.tsx';

const explain: Record<PushState, string> = {
  unsupported: 'This browser cannot show reminders. Install the app or use a current browser.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings first.',
  off: 'Off on this device.',
  on: 'On for this device. Every reminder has a "Turn off reminders" button too.',
  loading: 'Checking this device…',
};

/** Push reminders on this device: the opt-in switch and a test notification. */
export function RemindersCard() {
  const push = usePushReminders();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function act(work: () => Promise<unknown>, done: string) {
    setMessage(null);
    try {
      await work();
      setMessage({ text: done, error: false });
    } catch (error) {
      const text = error instanceof Error ? error.message : toProblem(error as never).message;
      setMessage({ text, error: true });
    }
  }

  return (
    <SettingsSection
      title="Reminders"
      description="A daily nudge on this device so your streak stays alive."
      Icon={BellRing}
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor="push-reminders" className="font-semibold text-ink">
            Streak reminders
          </label>
          <p id="push-reminders-hint" className="text-sm text-muted">
            {explain[push.state]}
          </p>
        </div>
        <Switch
          id="push-reminders"
          aria-describedby="push-reminders-hint"
          checked={push.state === 'on'}
          disabled={
            push.state === 'unsupported' || push.state === 'blocked' || push.state === 'loading'
          }
          onCheckedChange={(on) =>
            void act(
              on ? push.turnOn : push.turnOff,
              on ? 'Reminders are on.' : 'Reminders are off.',
            )
          }
        />
      </div>
      {push.state === 'on' && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => void act(push.sendTest, 'Test notification sent.')}
        >
          Send a test notification
        </Button>
      )}
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`mt-3 text-sm font-medium ${message.error ? 'text-danger' : 'text-brand-800'}`}
        >
          {message.text}
        </p>
      )}
    </SettingsSection>
  );
}
