import { useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { formatCountdown, HEARTS_RESET_MS, useCountdown } from '../lib/countdown.ts';

interface OutOfHeartsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  usedUpAt: string | null;
  /** Called when the countdown reaches zero, to fetch the refilled hearts. */
  onReset: () => void;
}

export function OutOfHeartsDialog({
  open,
  onOpenChange,
  usedUpAt,
  onReset,
}: OutOfHeartsDialogProps) {
  const navigate = useNavigate();
  const target = open && usedUpAt ? Date.parse(usedUpAt) + HEARTS_RESET_MS : null;
  const left = useCountdown(target, onReset);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="You've used all your hearts" className="text-center">
        <div className="flex flex-col items-center gap-4">
          <div className="flex gap-1 text-rose-300" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Heart key={i} className="size-7" />
            ))}
          </div>
          <div>
            <p className="text-sm font-semibold tracking-wide text-muted uppercase">
              Limit resets in
            </p>
            <p
              data-testid="hearts-countdown"
              className="font-mono text-4xl font-black text-ink tabular-nums"
              aria-live="off"
            >
              {formatCountdown(left)}
            </p>
          </div>
          <Button className="w-full" size="lg" onClick={() => navigate('/app/shop')}>
            Get Unlimited Hearts
          </Button>
          <Button
            className="w-full"
            size="lg"
            variant="secondary"
            onClick={() => navigate('/app/review/hearts')}
          >
            Practise to earn a heart
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
