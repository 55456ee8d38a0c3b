import { Link } from 'react-router';
import type { NotificationItem } from '@ascend/contract';
import { cn } from '../../../lib/cn.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

interface NotificationListProps {
  items: NotificationItem[];
  onRead: (id: number) => void;
  onNavigate: () => void;
}

/** Newest first; an unread item shows a dot and is marked read when opened or tapped. */
export function NotificationList({ items, onRead, onNavigate }: NotificationListProps) {
  if (items.length === 0) {
    return (
      <p className="px-4 py-10 text-center text-muted">
        No notifications yet. News about your plan and new features will show up here.
      </p>
    );
  }
  return (
    <ul className="max-h-[min(24rem,60dvh)] divide-y divide-slate-100 overflow-y-auto">
      {items.map((n) => {
        const content = (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'mt-2 size-2.5 shrink-0 rounded-full',
                n.read ? 'bg-transparent' : 'bg-brand-500',
              )}
            />
            <span className="min-w-0 flex-1">
              <span className={cn('block text-sm text-ink', !n.read && 'font-bold')}>
                {!n.read && <span className="sr-only">Unread: </span>}
                {n.title}
              </span>
              <span className="mt-0.5 block text-sm text-muted">{n.body}</span>
              <span className="mt-1 block text-xs text-muted">{when(n.created_at)}</span>
            </span>
          </>
        );
        const itemClass =
          'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-400';
        const open = () => {
          if (!n.read) onRead(n.id);
        };
        return (
          <li key={n.id}>
            {n.link?.startsWith('/') ? (
              <Link
                to={n.link}
                className={itemClass}
                onClick={() => {
                  open();
                  onNavigate();
                }}
              >
                {content}
              </Link>
            ) : (
              <button
                type="button"
                className={itemClass}
                onClick={open}
                aria-label={n.read ? undefined : `Mark as read: ${n.title}`}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
