import { useState } from 'react';
import { cn } from '../lib/cn.ts';

// -700 shades: white initials on them meet the WCAG AA contrast ratio.
const palette = [
  'bg-emerald-700',
  'bg-sky-700',
  'bg-violet-700',
  'bg-amber-700',
  'bg-rose-700',
  'bg-teal-700',
  'bg-indigo-700',
  'bg-orange-700',
];

/** Up to two letters from a username ("king_slayer" → "KS", "Learner #12" → "L1"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_\-#.]+/).filter(Boolean);
  const letters =
    words.length > 1
      ? words[0]![0]! + words[1]![0]!
      : name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2);
  return (letters || '?').toUpperCase();
}

interface UserAvatarProps {
  name: string;
  src: string | null | undefined;
  /** Picks a stable colour for the initials, so a learner keeps one colour everywhere. */
  seed: number;
  /** Size of the circle; kept apart from className because cn() does not merge conflicting utilities. */
  sizeClass?: string;
  className?: string;
  /** Size of the initials; defaults to small text for a 40 px circle. */
  textClassName?: string;
}

/** The learner's picture, or their initials on a colour when there is none (or it fails to load). */
export function UserAvatar({
  name,
  src,
  seed,
  sizeClass = 'size-10',
  className,
  textClassName = 'text-sm',
}: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = cn(
    'inline-grid shrink-0 place-items-center overflow-hidden rounded-full',
    sizeClass,
    className,
  );
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        className={cn(frame, 'bg-slate-100 object-cover')}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(frame, 'font-bold text-white', palette[Math.abs(seed) % palette.length])}
    >
      <span className={cn('leading-none', textClassName)}>{initialsOf(name)}</span>
    </span>
  );
}
