import AxeBuilder from '@axe-core/playwright';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Engine } from '@ascend/engine';
import { allLessons, type LearnerApi } from './learner-api.ts';
import type { ApiSession } from './accounts.ts';
import { rightAnswer } from './solutions.ts';

/** A username the server accepts (3–20 of [A-Za-z0-9_]) and no other test run uses. */
export const uniqueUsername = (tag: string) =>
  `${tag}_${Math.random().toString(36).slice(2, 8)}`.slice(0, 20);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of the given size with a diagonal gradient, made here so no fixture file is needed. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) rows.push((x * 255) / width, (y * 255) / height, 160);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a PNG or WebP header (the avatar formats the app exports). */
export function imageSize(buf: Buffer): { width: number; height: number } {
  if (buf.subarray(1, 4).toString('latin1') === 'PNG')
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  const kind = buf.toString('latin1', 12, 16);
  if (kind === 'VP8X')
    return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  if (kind === 'VP8 ')
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (kind === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`not a PNG or WebP image (${kind})`);
}

// Lessons early in the path have no game exercises, so no engine is needed to answer them.
const noEngine = new Proxy(
  {},
  { get: () => () => Promise.reject(new Error('this lesson needs the engine')) },
) as Engine;

/** Earns xp the honest way: completes the next `count` lessons of the path through the API. */
export async function completeLessons(api: LearnerApi, count: number): Promise<void> {
  for (let done = 0; done < count; done++) {
    const next = (await allLessons(api)).find(
      (l) => l.status === 'available' || l.status === 'in_progress',
    );
    expect(next, 'a lesson to complete').toBeDefined();
    for (const e of await api.exercises(next!.id)) {
      const result = await api.answer(e.id, await rightAnswer(e, noEngine));
      expect(result.correct, `${e.slug}: ${JSON.stringify(result)}`).toBe(true);
    }
  }
}

/** PATCH users/{id}/ as multipart, the way the app sends it. */
export async function patchProfile(
  request: APIRequestContext,
  session: ApiSession,
  fields: Record<string, string>,
) {
  const res = await request.patch(`/api/users/${session.user.id}/`, {
    headers: { authorization: `Bearer ${session.token.access_token}` },
    multipart: fields,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Fails on serious or critical WCAG 2.1 AA problems axe finds on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

/** Gives up on `count` random puzzles (no moves played): rated attempts that move the puzzle rating. */
export async function failPuzzles(
  api: LearnerApi,
  request: APIRequestContext,
  session: ApiSession,
  count: number,
): Promise<void> {
  const headers = { authorization: `Bearer ${session.token.access_token}` };
  const type = (await api.get<{ key: string; count: number }[]>('puzzles/puzzle-types/')).find(
    (t) => t.count > 0,
  );
  expect(type, 'a puzzle type with puzzles').toBeDefined();
  for (let i = 0; i < count; i++) {
    const puzzle = await api.get<{ id: string }>(`puzzles/puzzle-at-random/?type=${type!.key}`);
    const res = await request.post('/api/puzzles/submit-puzzle/', {
      headers,
      data: { puzzle_id: puzzle.id, moves: [] },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}
