import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  prod = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await t.close();
  await prod.close();
});

describe('development mailbox', () => {
  it('lists mail newest first, as JSON and as a page with clickable links', async () => {
    await t.app.deps.mailer.send({
      to: 'a@example.com',
      subject: 'First',
      text: 'Open https://example.com/x?token=1',
      html: '<p>1</p>',
    });
    await t.app.deps.mailer.send({
      to: 'b@example.com',
      subject: 'Second',
      text: 'Hello',
      html: '<p>2</p>',
    });
    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.statusCode).toBe(200);
    const data = json.json().data;
    expect(data.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(Object.keys(data[0])).toEqual(
      expect.arrayContaining(['to', 'subject', 'text', 'html', 'created_at']),
    );
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json?to=A@example.com',
    });
    expect(filtered.json().data.map((m: { subject: string }) => m.subject)).toEqual(['First']);

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf('Second')).toBeLessThan(page.body.indexOf('First'));
    expect(page.body).toContain('<a href="https://example.com/x?token=1">');
    const html = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${data[0].id}` });
    expect(html.body).toBe('<p>2</p>');
  });

  it('is not served in production', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await prod.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
