import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationItem } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

type Row = typeof notifications.$inferSelect;
const present = (n: Row): NotificationItem => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  read: n.readAt !== null,
  created_at: n.createdAt.toISOString(),
});

export async function createNotification(
  db: DbExecutor,
  n: { userId: number; kind: string; title: string; body: string; link: string | null; now: Date },
): Promise<void> {
  await db.insert(notifications).values({
    userId: n.userId,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    createdAt: n.now,
  });
}

export async function unreadCount(db: DbExecutor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The caller's notifications, newest first, with the bell's unread count. */
export async function listNotifications(db: DbExecutor, userId: number, page: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return {
    results: rows.map(present),
    page,
    page_size: NOTIFICATIONS_PAGE_SIZE,
    total: total?.n ?? 0,
    unread_count: await unreadCount(db, userId),
  };
}

/** Marks one of the caller's notifications read; another learner's id is simply not found. */
export async function markRead(db: DbExecutor, userId: number, id: number, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('Notification');
  return { notification: present(row), unread_count: await unreadCount(db, userId) };
}

export async function markAllRead(db: DbExecutor, userId: number, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length, unread_count: 0 };
}
