import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { avatarDir, avatarKey } from './avatars.ts';
import { describeAvatarStorage } from '../../../test/support/users/avatar-behaviour.ts';
import { form, PNG, signUpUser } from '../../../test/support/users/test-support.ts';

// The same behaviour as on local disk, with S3_BUCKET pointing at an S3-speaking server.
describeAvatarStorage('an S3 bucket', async () => {
  const s3 = await startTestS3();
  const t = await createTestApp(s3.env);
  return {
    t,
    read: (key) => s3.read(key),
    async close() {
      await t.close();
      await s3.close();
    },
  };
});

describe('two server processes with one S3 bucket', () => {
  let s3: TestS3;
  let a: TestApp;
  let b: FastifyInstance;
  let bDataDir: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    a = await createTestApp(s3.env);
    // A second app on the same database but its own DATA_DIR, as on another machine.
    bDataDir = await mkdtemp(path.join(tmpdir(), 'ascend-second-'));
    const config = testConfig({ ...s3.env, DATA_DIR: bDataDir });
    b = await buildApp({ config, database: a.database, clock: a.clock, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await s3.close();
    await rm(bDataDir, { recursive: true, force: true });
  });

  it('serves an avatar uploaded through one from the other, and neither keeps it on disk', async () => {
    const u = await signUpUser(a.app);
    const body = form({}, { name: 'avatar', data: PNG });
    const res = await a.app.inject({
      method: 'PATCH',
      url: `/api/users/${u.user.id}/`,
      payload: body.payload,
      headers: { ...body.headers, ...u.auth },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatar_url;
    const file = url.slice(url.lastIndexOf('/') + 1);

    const fromB = await b.inject({ method: 'GET', url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/png');
    expect(fromB.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await b.inject({ method: 'GET', url: '/api/users/current-user/', headers: u.auth })).json()
        .data.avatar_url,
    ).toBe(url);

    expect(await s3.read(avatarKey(file))).toEqual(PNG);
    expect(existsSync(path.join(avatarDir(a.config.dataDir), file))).toBe(false);
    expect(existsSync(path.join(avatarDir(bDataDir), file))).toBe(false);

    // Replaced through the other process: the first one stops serving the old file.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);
    const next = form({}, { name: 'avatar', data: jpeg, type: 'image/jpeg' });
    const replaced = await b.inject({
      method: 'PATCH',
      url: `/api/users/${u.user.id}/`,
      payload: next.payload,
      headers: { ...next.headers, ...u.auth },
    });
    const newUrl: string = replaced.json().data.avatar_url;
    expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await s3.read(avatarKey(file))).toBeNull();
    expect((await a.app.inject({ method: 'GET', url: newUrl })).rawPayload.equals(jpeg)).toBe(true);
  });
});
