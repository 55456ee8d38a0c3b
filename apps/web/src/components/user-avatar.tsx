import { useState } from 'react';
import { cn } from '../lib/cn.ts';

const palette = ['bg-emerald-600', 'bg-sky-600', 'bg-violet-600', 'bg-amber-600', 'bg-rose-600', 'bg-teal-600', 'bg-indigo-600', 'bg-orange-600'];

/** Up to two letters from a username ("king_slayer" → "KS", "Learner #12" → "L1"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_\-#.]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2);
  return (letters || '?').toUpperCase();
}

interface UserAvatarProps {
  name: string;
  src: string | null | undefined;
  /** Picks a stable colour for the initials, so a learner keeps one colour everywhere. */
  seed: number;
  className?: string;
  /** Size of the initials; defaults to small text for a 40 px circle. */
  textClassName?: string;
}

/** The learner's picture, or their initials on a colour when there is none (or it fails to load). */
export function UserAvatar({ name, src, seed, className, textClassName = 'text-sm' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = cn('inline-grid size-10 shrink-0 place-items-center overflow-hidden rounded-full', className);
  if (src && failed !== src) {
    return <img src={src} alt="" className={cn(frame, 'bg-slate-100 object-cover')} onError={() => setFailed(src)} />;
  }
  return (
    <span aria-hidden="true" className={cn(frame, 'font-bold text-white', palette[Math.abs(seed) % palette.length])}>
      <span className={cn('leading-none', textClassName)}>{initialsOf(name)}</span>
    </span>
  );
}
