import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { LocalStore } from './local-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3Store } from './s3-store.ts';

let dir: string;
let s3: TestS3;
const stores: Record<string, ObjectStore> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ascend-store-'));
  s3 = await startTestS3();
  stores.local = new LocalStore(dir);
  stores.s3 = await S3Store.open({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.env.S3_ENDPOINT,
    credentials: {
      accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
    },
  });
});
afterAll(async () => {
  for (const store of Object.values(stores)) await store.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s object store', (kind) => {
  it('gives back what was put, with its type and size, until it is deleted', async () => {
    const store = stores[kind]!;
    const key = `avatars/${kind}-one.png`;
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('not really a png'), 'image/png');
    const got = await store.get(key);
    expect(got).toMatchObject({ contentType: 'image/png', size: 16 });
    expect(await text(got!.body)).toBe('not really a png');
    await store.put(key, Buffer.from('replaced'), 'image/png');
    expect(await text((await store.get(key))!.body)).toBe('replaced');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });
});

describe('the local store', () => {
  it('keeps objects as files under its folder and refuses keys that leave it', async () => {
    const store = stores.local!;
    await store.put('avatars/kept.webp', Buffer.from('x'), 'image/webp');
    expect(await readdir(path.join(dir, 'avatars'))).toContain('kept.webp');
    expect((await store.get('avatars/kept.webp'))!.contentType).toBe('image/webp');
    await expect(store.put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'outside the store',
    );
    await expect(store.get('avatars/../../outside.png')).rejects.toThrow('outside the store');
  });
});
