import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from '../api/notifications-api.ts';
import { NotificationList } from './notification-list.tsx';

// Often enough for a promotion notice to appear during a session, rare enough to cost nothing.
const POLL_MS = 60_000;

/** The header's bell: unread count, and the list in a popover with "mark all read". */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, isLoading, isError, refetch } = useNotificationsQuery(1, {
    pollingInterval: POLL_MS,
    refetchOnFocus: true,
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const unread = data?.unread_count ?? 0;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening the list should show what just happened, not the last poll.
        if (next) void refetch();
      }}
    >
      <Popover.Trigger
        data-testid="notification-bell"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative grid size-10 place-items-center rounded-full text-muted transition hover:bg-slate-100 hover:text-ink focus-visible:outline-3 focus-visible:outline-brand-400"
      >
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-bold text-white ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-40 w-[min(22rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl animate-[fade-in_120ms_ease-out] focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 className="font-bold text-ink">Notifications</h2>
            <button
              type="button"
              disabled={unread === 0 || markingAll}
              onClick={() => void markAll(undefined)}
              className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-muted disabled:opacity-60 disabled:hover:bg-transparent"
            >
              Mark all read
            </button>
          </div>
          {isLoading && (
            <div className="grid place-items-center p-8">
              <Spinner label="Loading notifications" />
            </div>
          )}
          {isError && (
            <p role="alert" className="p-6 text-center text-danger">
              We could not load your notifications. Please try again.
            </p>
          )}
          {data && (
            <NotificationList
              items={data.results}
              onRead={(id) => void markRead(id)}
              onNavigate={() => setOpen(false)}
            />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
