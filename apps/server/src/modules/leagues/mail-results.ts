import type { LeagueResultKind } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { withUnsubscribe, unsubscribeLink } from '../notifications/index.ts';
import { leagueResultMail } from './result-mail.ts';

const BATCH = 500;

type Pending = {
  user_id: number;
  email: string;
  result: LeagueResultKind;
  tier_after: number;
  rank: number;
  xp: number;
};

/*
 * Learners who do not allow marketing mail (or have no address, or left) are marked done in
 * one statement; the rest are mailed in batches. Each batch claims its rows (skip locked, so
 * two processes take different batches), writes their outbox rows, queues their deliveries
 * when SMTP is configured and marks them mailed, all in one transaction on the queue's
 * connection: a batch is mailed exactly once, or not at all and retried.
 */
const SKIP = `
  update league_results r set mailed = true
  from users u
  where r.week = $1 and not r.mailed and u.id = r.user_id
    and not (u.marketing_opt_in and u.email is not null and u.deleted_at is null)`;

const CLAIM = `
  select r.user_id, u.email, r.result, r.tier_after, r.rank, r.xp
  from league_results r join users u on u.id = r.user_id
  where r.week = $1 and not r.mailed
  order by r.user_id limit ${BATCH}
  for update of r skip locked`;

const OUTBOX = `
  insert into mail_outbox (user_id, "to", subject, text, html, kind, status)
  select u, t, s, x, h, 'marketing', $6::text
  from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) as m(u, t, s, x, h)
  returning id`;

const MARK = `update league_results set mailed = true where week = $1 and user_id = any($2::int[])`;

/** `beforeCommit` (crash tests) runs inside each batch's transaction, numbered from 1. */
export async function mailResults(
  deps: Deps,
  week: string,
  beforeCommit?: (batch: number) => void,
): Promise<void> {
  const { queue, config } = deps;
  await queue.transaction((tx) => tx.executeSql(SKIP, [week]));
  const delivering = Boolean(config.SMTP_URL);
  const appLink = `${config.publicUrl}/app/leagues`;
  for (let batch = 1; ; batch += 1) {
    const claimed = await queue.transaction(async (tx) => {
      const { rows } = (await tx.executeSql(CLAIM, [week])) as { rows: Pending[] };
      if (rows.length === 0) return 0;
      const mails = rows.map((r) =>
        withUnsubscribe(
          leagueResultMail(
            {
              result: r.result,
              tierAfter: Number(r.tier_after),
              rank: Number(r.rank),
              xp: Number(r.xp),
            },
            appLink,
          ),
          unsubscribeLink(config.publicUrl, config.jwtSecret, Number(r.user_id)),
        ),
      );
      const ids = rows.map((r) => Number(r.user_id));
      const inserted = (await tx.executeSql(OUTBOX, [
        ids,
        rows.map((r) => r.email),
        mails.map((m) => m.subject),
        mails.map((m) => m.text),
        mails.map((m) => m.html),
        delivering ? 'pending' : 'stored',
      ])) as { rows: { id: number }[] };
      if (delivering) {
        for (const { id } of inserted.rows) {
          await queue.enqueue('mail.deliver', { mailId: Number(id) }, { db: tx });
        }
      }
      await tx.executeSql(MARK, [week, ids]);
      beforeCommit?.(batch);
      return rows.length;
    });
    if (claimed === 0) break;
    if (delivering) queue.wake('mail.deliver');
  }
}
