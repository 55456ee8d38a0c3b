import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { buttonClass } from './button.tsx';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  /** The navigation's accessible name: what is paged ("Leaderboard pages"). */
  label?: string;
  className?: string;
}

/** Previous / next through a paged list, with "Page n of m" in between; nothing for one page. */
export function Pager({ page, pageSize, total, onPage, label = 'Pages', className }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-3', className)}>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> Previous
      </button>
      <p className="text-sm font-semibold text-muted" aria-live="polite">
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
