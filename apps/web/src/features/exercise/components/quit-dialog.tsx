import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ContinueImage, QuitImage } from './illustrations.tsx';

interface QuitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onQuit: () => void;
}

const imageButton =
  'flex flex-1 flex-col items-center gap-2 rounded-2xl border-2 border-b-4 p-3 font-bold transition focus-visible:outline-3 focus-visible:outline-brand-400';

/** Quit or keep going, as two picture buttons; clicking the dimmed backdrop closes it. */
export function QuitDialog({ open, onOpenChange, onQuit }: QuitDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="quit-backdrop"
          className="fixed inset-0 z-40 bg-black/55 animate-[fade-in_150ms_ease-out]"
        />
        <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-2xl animate-[fade-in_150ms_ease-out] focus:outline-none">
          <DialogPrimitive.Title className="text-xl font-bold text-ink">
            Quit this lesson?
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-1 text-muted">
            Your progress in this lesson is kept — you can pick it up later.
          </DialogPrimitive.Description>
          <div className="mt-5 flex gap-3">
            <button
              type="button"
              onClick={onQuit}
              className={`${imageButton} border-rose-200 text-rose-700 hover:bg-rose-50`}
            >
              <QuitImage className="size-20" />
              Quit
            </button>
            <DialogPrimitive.Close
              className={`${imageButton} border-brand-200 text-brand-800 hover:bg-brand-50`}
            >
              <ContinueImage className="size-20" />
              Continue
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
