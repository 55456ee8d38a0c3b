import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { avatarDir } from './avatars.ts';
import {
  form,
  nextIp,
  PNG,
  signUpUser,
  type SignedUpUser,
} from '../../../test/support/users/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const patch = (u: SignedUpUser, body: ReturnType<typeof form>, id = u.user.id) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}/`,
    payload: body.payload,
    headers: { ...body.headers, ...u.auth },
  });

describe('current user and public profile', () => {
  it('public view never shows the email; unknown ids are 404', async () => {
    const u = await signUpUser(t.app);
    const viewer = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${u.user.id}`,
      headers: viewer.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: u.user.id,
      username: null,
      country: null,
      avatar_url: null,
      xp: 0,
      joined_at: t.clock.now().toISOString(),
    });
    expect(res.body).not.toContain(u.email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/999999', headers: viewer.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/abc', headers: viewer.auth }))
        .statusCode,
    ).toBe(400);
  });
});

describe('PATCH users/{id}/', () => {
  it('updates username, country, placement and avatar from form data', async () => {
    const u = await signUpUser(t.app);
    const res = await patch(
      u,
      form(
        { username: 'Magnus_2', country: 'ng', placement: 'can_move_pieces' },
        { name: 'avatar', data: PNG },
      ),
    );
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      username: 'Magnus_2',
      country: 'NG',
      placement: 'can_move_pieces',
    });
    expect(user.sub_data.monthly.currency).toBe('NGN');
    expect(user.avatar_url).toMatch(/^\/api\/users\/avatars\/\d+-[\w-]+\.png$/);
    const img = await t.app.inject({ method: 'GET', url: user.avatar_url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect(existsSync(path.join(avatarDir(t.config.dataDir), path.basename(user.avatar_url)))).toBe(
      true,
    );
  });

  it('replaces the old avatar file', async () => {
    const u = await signUpUser(t.app);
    const first = (await patch(u, form({}, { name: 'avatar', data: PNG }))).json().data.avatar_url;
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const second = (
      await patch(u, form({}, { name: 'avatar', data: jpeg, type: 'image/jpeg' }))
    ).json().data.avatar_url;
    expect(second).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'at least 3'],
    [{ username: 'has space' }, 'username', 'letters, digits'],
    [{ username: 'x'.repeat(21) }, 'username', 'at most 20'],
    [{ country: 'XX' }, 'country', 'ISO 3166'],
    [{ country: 'USA' }, 'country', 'two-letter'],
    [{ placement: 'not_set' }, 'placement', 'one of'],
    [{ email: 'x@example.com' }, 'email', 'Unknown'],
  ])('refuses %j with a field error', async (fields, field, text) => {
    const u = await signUpUser(t.app);
    const res = await patch(u, form(fields as Record<string, string>));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toContain(text);
  });

  it('keeps usernames unique regardless of case', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    expect((await patch(a, form({ username: 'Knight' }))).statusCode).toBe(200);
    const res = await patch(b, form({ username: 'kNIGHT' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.username).toContain('taken');
  });

  it('checks the avatar by content and size', async () => {
    const u = await signUpUser(t.app);
    const fake = await patch(
      u,
      form({}, { name: 'avatar', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields.avatar).toContain('PNG, JPEG or WebP');
    const big = await patch(
      u,
      form({}, { name: 'avatar', data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const nearLimit = await patch(
      u,
      form({}, { name: 'avatar', data: Buffer.concat([PNG, Buffer.alloc(1_500_000)]) }),
    );
    expect(nearLimit.statusCode).toBe(200);
  });

  it('is only for the user themself, and only as form data', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    expect((await patch(a, form({ country: 'US' }), b.user.id)).statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${a.user.id}/`,
      payload: { country: 'US' },
      headers: a.auth,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toContain('FormData');
    const anon = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${a.user.id}/`,
      ...form({ country: 'US' }),
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('DELETE users/{id}/', () => {
  it('erases personal data, ends sessions and frees the email', async () => {
    const u = await signUpUser(t.app);
    const viewer = await signUpUser(t.app);
    await patch(u, form({ username: 'ToDelete' }, { name: 'avatar', data: PNG }));
    const del = (id: number, password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/users/${id}/`,
        payload: { password },
        headers: u.auth,
      });
    expect((await del(viewer.user.id, u.password)).statusCode).toBe(403);
    expect((await del(u.user.id, 'wrong-password')).statusCode).toBe(400);
    expect((await del(u.user.id, u.password)).statusCode).toBe(200);

    // The still-valid access token stops working at once: on a call whose preHandler reads
    // the account, and on the calls whose own statement does (accountCheckedInQuery).
    for (const url of [
      '/api/users/current-user/',
      '/api/puzzles/puzzle-at-random/?type=mix',
      '/api/puzzles/puzzle-at-random/?type=fork',
      '/api/leaderboard/?period=all',
      '/api/leaderboard/?period=week&page=3',
    ]) {
      const gone = await t.app.inject({ method: 'GET', url, headers: u.auth });
      expect(gone.statusCode, url).toBe(401);
      expect(gone.json().error.message, url).toBe('This account no longer exists');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${u.user.id}`, headers: viewer.auth }))
        .statusCode,
    ).toBe(404);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token/',
      payload: { refresh_token: u.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { email: u.email, password: 'new-account-pw' },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(201);
    const res = await t.database.db.execute(
      sql`select email, username, password_hash from users where id = ${u.user.id}`,
    );
    expect(res.rows[0]).toEqual({ email: null, username: null, password_hash: null });
  });
});
