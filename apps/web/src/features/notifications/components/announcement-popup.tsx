import { useRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Smartphone, Sparkles, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useAnnouncementQuery } from '../api/notifications-api.ts';
import { useSeenFlag } from '../hooks/use-seen-flag.ts';

/**
 * The one-time announcement (spec section 2): NEW badge, close button and "Upgrade Now", which
 * opens the shop and closes. Its words come from GET announcement/ (server configuration).
 */
export function AnnouncementPopup() {
  const [seen, markSeen] = useSeenFlag();
  const navigate = useNavigate();
  const upgradeRef = useRef<HTMLButtonElement>(null);
  const { data } = useAnnouncementQuery(undefined, { skip: seen });
  if (seen || !data) return null;

  const upgrade = () => {
    markSeen();
    void navigate(data.cta.href);
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && markSeen()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60 animate-[fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content
          data-testid="announcement-popup"
          // Start on the main action rather than the corner close button.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            upgradeRef.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-2xl animate-[fade-in_150ms_ease-out] focus:outline-none"
        >
          <div className="relative bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 pb-8 pt-6 text-white">
            <span className="inline-block rounded-full bg-amber-300 px-3 py-1 text-xs font-extrabold tracking-widest text-amber-950">
              {data.badge}
            </span>
            <div aria-hidden="true" className="mt-5 flex gap-3">
              <span className="grid size-14 place-items-center rounded-2xl bg-white/15">
                <Sparkles className="size-8" />
              </span>
              <span className="grid size-14 place-items-center rounded-2xl bg-white/15">
                <Smartphone className="size-8" />
              </span>
            </div>
            <DialogPrimitive.Title className="mt-5 text-2xl font-extrabold leading-tight">
              {data.title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close"
              className="absolute right-3 top-3 grid size-10 place-items-center rounded-full text-white/90 hover:bg-white/15"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="space-y-6 p-6">
            <DialogPrimitive.Description className="text-base leading-relaxed text-muted">
              {data.body}
            </DialogPrimitive.Description>
            <button
              ref={upgradeRef}
              type="button"
              onClick={upgrade}
              className={buttonClass('primary', 'lg', 'w-full')}
            >
              {data.cta.label}
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
