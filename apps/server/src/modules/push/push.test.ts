import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../subscription/test-fixtures.ts';
import { browserKeys, decryptPush } from './push-crypto.ts';
import { startPushServiceDouble } from './push-service-double.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushServiceDouble>>;
beforeAll(async () => {
  t = await createTestApp({ VAPID_SUBJECT: 'mailto:reminders@ascend.test' });
  push = await startPushServiceDouble();
});
afterAll(async () => {
  await push.close();
  await t.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
  push.deliveries.length = 0;
});

const post = (url: string, who?: Learner, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, payload });

/** The VAPID JWT of a delivery, its signature checked against the server's public key. */
function vapidClaims(header: string, publicKey: string) {
  const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(header) ?? [];
  expect(key).toBe(publicKey);
  const [head, claims, signature] = jwt!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<string, unknown>;
}

describe('web push reminders', () => {
  it('a subscribed browser receives the test notification, encrypted for it alone', async () => {
    const me = await createLearner(t.app);
    const keys = browserKeys();
    const endpoint = `${push.origin}/push/me-123`;
    const key = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key/' });
    expect(key.json().data.public_key).toBe(t.config.vapid.publicKey);

    const subscribed = await post('/api/push/subscribe/', me, { endpoint, keys: keys.json });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const sent = await post('/api/push/test/', me);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ sent: 1, removed: 0 });

    expect(push.deliveries).toHaveLength(1);
    const delivery = push.deliveries[0]!;
    expect(delivery.path).toBe('/push/me-123');
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(String(delivery.headers.authorization), t.config.vapid.publicKey);
    expect(claims).toMatchObject({ aud: push.origin, sub: 'mailto:reminders@ascend.test' });
    expect(JSON.parse(decryptPush(delivery.body, keys))).toMatchObject({
      title: 'Reminders are on',
      url: '/app/settings',
    });
    // Another browser's keys cannot read it.
    expect(() => decryptPush(delivery.body, browserKeys())).toThrow();
  });

  it('unsubscribing by endpoint (from the notification or settings) stops the messages', async () => {
    const me = await createLearner(t.app);
    const endpoint = `${push.origin}/push/me-456`;
    await post('/api/push/subscribe/', me, { endpoint, keys: browserKeys().json });
    const removed = await post('/api/push/unsubscribe/', undefined, { endpoint });
    expect(removed.json().data).toEqual({ removed: true });
    const again = await post('/api/push/unsubscribe/', undefined, { endpoint });
    expect(again.json().data).toEqual({ removed: false });
    const sent = await post('/api/push/test/', me);
    expect(sent.statusCode).toBe(404);
    expect(sent.json().error.message).toMatch(/Turn reminders on/);
    expect(push.deliveries).toHaveLength(0);
  });

  it('a subscription the push service reports gone is deleted', async () => {
    const me = await createLearner(t.app);
    await post('/api/push/subscribe/', me, {
      endpoint: `${push.origin}/gone/old`,
      keys: browserKeys().json,
    });
    expect((await post('/api/push/test/', me)).json().data).toEqual({ sent: 0, removed: 1 });
    expect((await post('/api/push/test/', me)).statusCode).toBe(404);
  });

  it("another learner's test notification never reaches my browser; a browser moves with its sign-in", async () => {
    const me = await createLearner(t.app);
    const other = await createLearner(t.app);
    const endpoint = `${push.origin}/push/shared-browser`;
    await post('/api/push/subscribe/', me, { endpoint, keys: browserKeys().json });
    expect((await post('/api/push/test/', other)).statusCode).toBe(404);
    expect(push.deliveries).toHaveLength(0);

    await post('/api/push/subscribe/', other, { endpoint, keys: browserKeys().json });
    expect((await post('/api/push/test/', me)).statusCode).toBe(404);
    expect((await post('/api/push/test/', other)).json().data).toEqual({ sent: 1, removed: 0 });
  });

  it('refuses a subscription without a session or with a malformed endpoint', async () => {
    const me = await createLearner(t.app);
    const keys = browserKeys().json;
    expect(
      (await post('/api/push/subscribe/', undefined, { endpoint: push.origin, keys })).statusCode,
    ).toBe(401);
    const bad = await post('/api/push/subscribe/', me, { endpoint: 'not a url', keys });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.endpoint).toMatch(/push service URL/);
  });
});

describe('VAPID configuration', () => {
  it('generates a key pair into DATA_DIR once and keeps it across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const first = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).vapid;
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first.subject).toBe('mailto:support@ascendchess.local');
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).vapid).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the pair from the environment, and refuses half of it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const generated = loadConfig({ DATA_DIR: dir }).vapid;
      const other = mkdtempSync(path.join(tmpdir(), 'vapid-'));
      const env = {
        DATA_DIR: other,
        VAPID_PUBLIC_KEY: generated.publicKey,
        VAPID_PRIVATE_KEY: generated.privateKey,
        VAPID_SUBJECT: 'https://ascend.test/contact',
      };
      expect(loadConfig(env).vapid).toEqual({ ...generated, subject: env.VAPID_SUBJECT });
      expect(() => loadConfig({ DATA_DIR: other, VAPID_PUBLIC_KEY: generated.publicKey })).toThrow(
        /set both, or neither/,
      );
      expect(() => loadConfig({ DATA_DIR: other, VAPID_SUBJECT: 'reminders@ascend.test' })).toThrow(
        /mailto: or https/,
      );
      rmSync(other, { recursive: true, force: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
