import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, TOAST_DURATION, useToasts } from './toast-store.ts';

/** Renders the toast queue: 5 s auto-close, swipe right 50 px to dismiss, F8 focuses the viewport. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'relative flex items-start gap-3 rounded-2xl p-4 pr-12 shadow-xl ring-1',
            'data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[fade-in_150ms_reverse]',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
            t.variant === 'destructive'
              ? 'bg-danger text-white ring-red-700'
              : 'bg-white text-ink ring-slate-200',
          )}
        >
          <div className="grid gap-1">
            {t.title && (
              <ToastPrimitive.Title className="font-bold">{t.title}</ToastPrimitive.Title>
            )}
            {t.description && (
              <ToastPrimitive.Description
                className={t.variant === 'destructive' ? 'text-white/90' : 'text-muted'}
              >
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 grid size-9 place-items-center rounded-full hover:bg-black/10"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
