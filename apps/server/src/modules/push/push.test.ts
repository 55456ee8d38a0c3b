import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/subscription/test-fixtures.ts';
import { browserKeys, decryptPush } from '../../../test/support/push/push-crypto.ts';
import { startPushServiceDouble } from '../../../test/support/push/push-service-double.ts';
import { openTrap } from '../../../test/local-trap.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushServiceDouble>>;
beforeAll(async () => {
  // The push-service double listens on 127.0.0.1, which the outbound guard lets through only here.
  t = await createTestApp({
    VAPID_SUBJECT: 'mailto:reminders@ascend.test',
    TEST_OUTBOUND_ALLOW: '127.0.0.1',
  });
  push = await startPushServiceDouble();
  push.trustIn(t.app.deps.outbound.agent);
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

describe('push endpoints on private addresses (ADR 0028)', () => {
  // 127.0.0.1 is let through for the double above; every other local address stays refused.
  it('refuses to subscribe a loopback, private or plain-http endpoint, and never connects to it', async () => {
    const v4 = await openTrap('127.0.0.2');
    const v6 = await openTrap('::1');
    try {
      const me = await createLearner(t.app);
      const keys = browserKeys().json;
      for (const [endpoint, why] of [
        [`https://127.0.0.2:${v4.port}/push/x`, 'loopback'],
        [`https://[::1]:${v6.port}/push/x`, 'loopback'],
        [`https://[::ffff:127.0.0.2]:${v4.port}/push/x`, 'loopback'],
        ['https://10.0.0.8/push/x', 'private'],
        ['https://169.254.169.254/latest/meta-data', 'link-local'],
        ['https://[fd00::8]/push/x', 'unique-local'],
      ]) {
        const res = await post('/api/push/subscribe/', me, { endpoint, keys });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
        expect(res.json().error.message, endpoint).toMatch(/This push endpoint cannot be used/);
        expect(res.json().error.fields.endpoint, endpoint).toContain(why);
      }
      const http = await post('/api/push/subscribe/', me, {
        endpoint: `http://127.0.0.2:${v4.port}/push/x`,
        keys,
      });
      expect(http.statusCode).toBe(400);
      expect(http.json().error.fields.endpoint).toBe(
        'endpoint must be an https:// push service URL',
      );
      expect((await post('/api/push/test/', me)).statusCode).toBe(404);
      expect(v4.accepted + v6.accepted).toBe(0);
    } finally {
      await v4.close();
      await v6.close();
    }
  });

  it('never sends to a private endpoint saved before the guard, and forgets it', async () => {
    const v4 = await openTrap('127.0.0.2');
    try {
      const me = await createLearner(t.app);
      const keys = browserKeys().json;
      await t.app.deps.db.insert(pushSubscriptions).values({
        userId: me.id,
        endpoint: `https://127.0.0.2:${v4.port}/push/old`,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      await post('/api/push/subscribe/', me, { endpoint: `${push.origin}/push/ok`, keys });
      const sent = await post('/api/push/test/', me);
      expect(sent.json().data).toEqual({ sent: 1, removed: 1 });
      expect(push.deliveries.map((d) => d.path)).toEqual(['/push/ok']);
      expect(v4.accepted).toBe(0);
    } finally {
      await v4.close();
    }
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
