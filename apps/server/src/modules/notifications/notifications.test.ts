import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  confirmPayload,
  createLearner,
  initiateAndPay,
  type Learner,
} from '../../../test/support/subscription/test-fixtures.ts';
import { sendMarketingMail } from './marketing-mail.ts';
import { createNotification, NOTIFICATIONS_PAGE_SIZE } from './service.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '-1', PUBLIC_URL: 'https://ascend.test' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2026-03-02T10:00:00Z');
});

const notify = (l: Learner, title: string) =>
  createNotification(t.database.db, {
    userId: l.id,
    kind: 'test',
    title,
    body: `${title} body`,
    link: null,
    now: t.clock.now(),
  });
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, l?: Learner, payload?: object) =>
  t.app.inject({ method, url, headers: l?.auth ?? {}, payload });
const news = {
  subject: 'Orion is coming',
  text: 'News from Ascend Chess',
  html: '<html><body><p>News</p></body></html>',
};
const outbox = async () =>
  (
    await t.database.db.execute<{ to: string; kind: string; text: string; html: string }>(
      sql`select * from mail_outbox order by id`,
    )
  ).rows;

describe('in-app notifications', () => {
  it('lists the caller notifications newest first with the unread count, paged', async () => {
    const me = await createLearner(t.app);
    const other = await createLearner(t.app);
    for (let i = 1; i <= NOTIFICATIONS_PAGE_SIZE + 2; i++) {
      await notify(me, `n${i}`);
      t.clock.advance(1000);
    }
    await notify(other, 'not yours');
    const page1 = (await inject('GET', '/api/notifications/', me)).json().data;
    expect(page1).toMatchObject({
      page: 1,
      page_size: NOTIFICATIONS_PAGE_SIZE,
      total: NOTIFICATIONS_PAGE_SIZE + 2,
      unread_count: NOTIFICATIONS_PAGE_SIZE + 2,
    });
    expect(page1.results[0]).toMatchObject({
      title: `n${NOTIFICATIONS_PAGE_SIZE + 2}`,
      read: false,
      link: null,
    });
    const page2 = (await inject('GET', '/api/notifications/?page=2', me)).json().data;
    expect(page2.results.map((n: { title: string }) => n.title)).toEqual(['n2', 'n1']);
    expect((await inject('GET', '/api/notifications/')).statusCode).toBe(401);
  });

  it('marks one read, refuses another learner notification, and read-all stays scoped to the caller', async () => {
    const me = await createLearner(t.app);
    const other = await createLearner(t.app);
    await notify(me, 'a');
    await notify(me, 'b');
    await notify(other, 'theirs');
    const [mine] = (await inject('GET', '/api/notifications/', me)).json().data.results;
    const theirs = (await inject('GET', '/api/notifications/', other)).json().data.results[0];

    const read = await inject('POST', `/api/notifications/${mine.id}/read/`, me);
    expect(read.json().data).toMatchObject({
      notification: { id: mine.id, read: true },
      unread_count: 1,
    });
    expect((await inject('POST', `/api/notifications/${theirs.id}/read/`, me)).statusCode).toBe(
      404,
    );

    expect((await inject('POST', '/api/notifications/read-all/', me)).json().data).toEqual({
      updated: 1,
      unread_count: 0,
    });
    expect((await inject('GET', '/api/notifications/', other)).json().data.unread_count).toBe(1);
  });
});

describe('marketing mail and unsubscribing', () => {
  it('carries a signed unsubscribe link that turns marketing mail off without signing in', async () => {
    const me = await createLearner(t.app);
    expect(await sendMarketingMail(t.app.deps, me.id, news)).toBe(true);
    const [mail] = await outbox();
    expect(mail!.kind).toBe('marketing');
    const token = /\/notification\/unsubscribe\?token=([\w.%-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain('https://ascend.test/notification/unsubscribe?token=');
    expect(mail!.html).toContain(`https://ascend.test/notification/unsubscribe?token=${token}`);

    const res = await inject('POST', '/api/notification/unsubscribe/', undefined, {
      token: decodeURIComponent(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toContain('unsubscribed');
    expect((await inject('GET', '/api/notifications/preferences', me)).json().data).toEqual({
      marketing_emails: false,
    });
    expect(await sendMarketingMail(t.app.deps, me.id, news)).toBe(false);
    expect(await outbox()).toHaveLength(1);
  });

  it('still sends account mail (the purchase receipt) to an unsubscribed learner', async () => {
    const me = await createLearner(t.app);
    await inject('POST', '/api/notification/unsubscribe/', undefined, {
      token: signUnsubscribeToken(t.config.jwtSecret, me.id),
    });
    const { checkout } = await initiateAndPay(t.app, me, 'monthly');
    await inject('POST', '/api/subscription/', me, confirmPayload(checkout));
    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([[me.email, 'account']]);
  });

  it('refuses a forged or malformed token with 400', async () => {
    const me = await createLearner(t.app);
    const forged = signUnsubscribeToken('some-other-secret-some-other-secret', me.id);
    for (const token of [forged, 'nope', '']) {
      const res = await inject('POST', '/api/notification/unsubscribe/', undefined, { token });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await inject('GET', '/api/notifications/preferences', me)).json().data.marketing_emails,
    ).toBe(true);
  });

  it('lets the settings screen read and change the marketing preference of the caller only', async () => {
    const me = await createLearner(t.app);
    const other = await createLearner(t.app);
    expect(
      (
        await inject('PATCH', '/api/notifications/preferences', me, { marketing_emails: false })
      ).json().data,
    ).toEqual({ marketing_emails: false });
    expect(
      (await inject('GET', '/api/notifications/preferences', other)).json().data.marketing_emails,
    ).toBe(true);
    expect(
      (await inject('PATCH', '/api/notifications/preferences', me, { marketing_emails: 'yes' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await inject('PATCH', '/api/notifications/preferences', undefined, {
          marketing_emails: true,
        })
      ).statusCode,
    ).toBe(401);
    await inject('PATCH', '/api/notifications/preferences', me, { marketing_emails: true });
    expect(await sendMarketingMail(t.app.deps, me.id, news)).toBe(true);
  });
});

describe('GET /api/announcement/', () => {
  it('serves the popup text from configuration, publicly', async () => {
    const res = await inject('GET', '/api/announcement/');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.title).toBe('Orion and our mobile apps arrive December 15th 2025');
    expect(data.body).toContain('iOS and Android');
    expect(data.body).toContain('The first 200 learners');
    expect(data.body).toContain('between October 15 and October 31');
    expect(data).toMatchObject({
      badge: 'NEW',
      cta: { label: 'Upgrade Now', href: '/app/shop' },
      release_at: '2025-12-15T00:00:00.000Z',
      promotion: { limit: 200 },
    });
  });
});
