import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../../harness.ts';
import { avatarKey } from '../../../src/modules/users/avatars.ts';
import { form, PNG, signUpUser, type SignedUpUser } from './test-support.ts';

/** An app on one kind of object store, and a way to look into that store past the app. */
export interface AvatarStoreSetup {
  t: TestApp;
  /** The bytes stored under an object key, or null when there is no such object. */
  read(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 7)]);

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * The avatar behaviour every object store must give, run by one test file per store
 * (avatars-local.test.ts, avatars-s3.test.ts): what the app serves and what the store holds.
 */
export function describeAvatarStorage(name: string, open: () => Promise<AvatarStoreSetup>) {
  describe(`avatars on ${name}`, () => {
    let s: AvatarStoreSetup;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());
    beforeEach(() => resetDatabase(s.t.database));

    const upload = async (u: SignedUpUser, data: Buffer, type = 'image/png') => {
      const body = form({}, { name: 'avatar', data, type });
      const res = await s.t.app.inject({
        method: 'PATCH',
        url: `/api/users/${u.user.id}/`,
        payload: body.payload,
        headers: { ...body.headers, ...u.auth },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.avatar_url as string;
    };
    const get = (url: string) => s.t.app.inject({ method: 'GET', url });

    it('serves an uploaded avatar at its URL and keeps it in the store', async () => {
      const u = await signUpUser(s.t.app);
      const url = await upload(u, PNG);
      expect(url).toMatch(new RegExp(`^/api/users/avatars/${u.user.id}-[\\w-]+\\.png$`));
      const img = await get(url);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['content-length']).toBe(String(PNG.length));
      expect(img.rawPayload.equals(PNG)).toBe(true);
      expect(await s.read(avatarKey(fileOf(url)))).toEqual(PNG);
    });

    it('a new avatar replaces the old one, whose object is removed', async () => {
      const u = await signUpUser(s.t.app);
      const first = await upload(u, PNG);
      const second = await upload(u, JPEG, 'image/jpeg');
      expect(second).toMatch(/\.jpg$/);
      expect((await get(first)).statusCode).toBe(404);
      expect(await s.read(avatarKey(fileOf(first)))).toBeNull();
      const img = await get(second);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(img.rawPayload.equals(JPEG)).toBe(true);
      expect(await s.read(avatarKey(fileOf(second)))).toEqual(JPEG);
    });

    it('deleting the account removes the avatar object', async () => {
      const u = await signUpUser(s.t.app);
      const url = await upload(u, PNG);
      const del = await s.t.app.inject({
        method: 'DELETE',
        url: `/api/users/${u.user.id}/`,
        payload: { password: u.password },
        headers: u.auth,
      });
      expect(del.statusCode).toBe(200);
      expect(await s.read(avatarKey(fileOf(url)))).toBeNull();
      expect((await get(url)).statusCode).toBe(404);
    });

    it('answers 404 for names it never stored or could not have stored', async () => {
      const u = await signUpUser(s.t.app);
      const url = await upload(u, PNG);
      const other = url.replace(/-[\w-]+\.png$/, '-AAAAAAAAAAAA.png');
      for (const path of [
        other,
        '/api/users/avatars/..%2F..%2Fjwt-secret',
        '/api/users/avatars/x.png',
      ]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().error.code, path).toBe('NOT_FOUND');
      }
    });
  });
}
