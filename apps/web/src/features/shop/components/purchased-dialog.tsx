import { Crown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

/** The spec's success dialog after a confirmed purchase. */
export function PurchasedDialog({ open, onContinue }: { open: boolean; onContinue: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onContinue()}>
      <DialogContent title="Hero Purchased" hideClose className="text-center [&>h2]:pr-0">
        <div className="mx-auto grid size-24 place-items-center rounded-full bg-amber-100 text-amber-500 ring-8 ring-amber-50">
          <Crown aria-hidden="true" className="size-12" />
        </div>
        <p className="mt-4 text-muted">
          Welcome to the Hero plan! Your hearts are now unlimited, and new features are yours as
          soon as they land.
        </p>
        <Button className="mt-6 w-full" onClick={onContinue}>
          Continue
        </Button>
      </DialogContent>
    </Dialog>
  );
}
