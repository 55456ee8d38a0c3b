import { Check, Lock, Play, Sparkles } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { ProgressStatus } from '../lib/types.ts';

const looks: Record<ProgressStatus, { text: string; className: string; Icon: typeof Check }> = {
  completed: { text: 'Completed', className: 'bg-amber-100 text-amber-800', Icon: Check },
  in_progress: { text: 'In progress', className: 'bg-sky-100 text-sky-800', Icon: Play },
  available: { text: 'Ready', className: 'bg-brand-100 text-brand-800', Icon: Sparkles },
  locked: { text: 'Locked', className: 'bg-slate-100 text-slate-600', Icon: Lock },
};

/** A status in words and colour (never colour alone). */
export function StatusBadge({ status, className }: { status: ProgressStatus; className?: string }) {
  const { text, className: look, Icon } = looks[status];
  return (
    <span
      data-testid="status"
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" strokeWidth={3} />
      {text}
    </span>
  );
}
