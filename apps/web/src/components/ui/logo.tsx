import { cn } from '../../lib/cn.ts';

/** The Ascend mark: a pawn at the top of a mountain climb. Same drawing as public/logo.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#1e7f3b" />
      <path d="M6 52 L22 31 L29 39 L38 25 L58 52 Z" fill="#7fd293" />
      <path
        d="M22 31 L27 37.5 L24 37 L20 40 L17.5 37 Z M38 25 L45 34.5 L41 33.5 L37 37 L33.5 32 Z"
        fill="#effaf1"
      />
      <circle cx="38" cy="11.5" r="4.5" fill="#ffffff" />
      <path d="M34.5 17.5 h7 l-1.2 3 h-4.6 Z M33 22.5 h10 v2.5 h-10 Z" fill="#ffffff" />
    </svg>
  );
}

/** Mark plus wordmark; `tone="light"` for dark backgrounds. */
export function Logo({
  className,
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-ink' : 'text-white',
        )}
      >
        Ascend<span className="text-brand-500"> Chess</span>
      </span>
    </span>
  );
}
