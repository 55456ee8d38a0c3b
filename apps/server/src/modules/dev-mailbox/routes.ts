import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ascend/contract';
import { mailOutbox } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { mailboxPage } from './page.ts';

const LIMIT = 200;

/**
 * The embedded mail outbox, readable outside production so a person running `npm start`
 * (and the tests) can follow mailed links. Registered outside /api, never in production.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.NODE_ENV === 'production') return;
  const { db } = app.deps;
  const list = (to?: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(to ? sql`lower(${mailOutbox.to}) = ${to.trim().toLowerCase()}` : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LIMIT);
  const query = z.object({ to: z.string().max(254).optional() });

  app.get('/dev/mailbox.json', { schema: { hide: true, querystring: query } }, async (request) => {
    const rows = await list(request.query.to);
    return {
      data: rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        created_at: m.createdAt.toISOString(),
      })),
    };
  });

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: query } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return mailboxPage(await list(request.query.to));
    },
  );

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: idParam } },
    async (request, reply) => {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
      if (!mail) throw notFound('Mail');
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
};
