import { useEffect, useRef, useState } from 'react';
import { PartyPopper } from 'lucide-react';
import type { Streak } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useClaimMomentMutation } from '../api/habit-api.ts';
import { GoalRing } from './goal-ring.tsx';

/**
 * The once-a-day moments: "streak extended" (a toast) after the first qualifying activity of
 * the day, and the goal celebration when today's goal is met. The server hands each out once
 * a day per learner (POST streak/moments), so a second tab or a reload shows neither again.
 */
export function HabitMoments({ streak }: { streak: Streak }) {
  const [claim] = useClaimMomentMutation();
  const [celebrate, setCelebrate] = useState(false);
  const asked = useRef(new Set<string>());

  useEffect(() => {
    const ask = (moment: 'goal' | 'extended', then: () => void) => {
      const key = `${moment}:${streak.today}`;
      if (asked.current.has(key)) return;
      asked.current.add(key);
      void claim(moment)
        .unwrap()
        .then((r) => r.show && then())
        .catch(() => asked.current.delete(key));
    };
    if (streak.extended_today) {
      ask('extended', () =>
        toast({
          title: `Streak extended: ${streak.current} day${streak.current === 1 ? '' : 's'}!`,
          description: 'Today counts. See you tomorrow.',
        }),
      );
    }
    if (streak.celebration_due) ask('goal', () => setCelebrate(true));
  }, [streak, claim]);

  return (
    <Dialog open={celebrate} onOpenChange={setCelebrate}>
      <DialogContent
        title="Daily goal met!"
        description={`You earned ${streak.today_xp} xp today, your goal was ${streak.daily_goal}.`}
        hideClose
        className="text-center"
      >
        <div data-testid="goal-celebration" className="grid place-items-center gap-4">
          <span className="relative grid size-28 place-items-center">
            <GoalRing xp={1} goal={1} stroke={3} className="absolute inset-0 size-28" />
            <PartyPopper
              aria-hidden="true"
              className="size-12 text-brand-600 motion-safe:animate-bounce"
            />
          </span>
          <Button className="w-full" onClick={() => setCelebrate(false)}>
            Keep going
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
