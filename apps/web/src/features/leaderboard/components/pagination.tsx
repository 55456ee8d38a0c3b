import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** Previous / next through a paged list, with "Page n of m" in between. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Leaderboard pages" className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> Previous
      </button>
      <p className="text-sm font-semibold text-muted" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
