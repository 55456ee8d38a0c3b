import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@ascend/contract';
import { AppError } from '../../errors.ts';

export const AVATAR_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
type Ext = keyof typeof AVATAR_TYPES;

/** The image type from its first bytes; the client's declared type and file name are not trusted. */
export function sniffImage(buf: Buffer): Ext | null {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

const FILE_NAME = /^\d+-[A-Za-z0-9_-]{8,32}\.(png|jpg|webp)$/;

export const avatarDir = (dataDir: string) => path.join(dataDir, 'uploads', 'avatars');

/** Checks and stores an avatar; returns the new file name (unique, so caches never serve a stale one). */
export async function saveAvatar(dataDir: string, userId: number, buf: Buffer): Promise<string> {
  if (buf.length === 0)
    throw new AppError(400, 'VALIDATION_ERROR', 'The avatar file is empty.', {
      avatar: 'The file is empty',
    });
  if (buf.length > AVATAR_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The avatar must be 2 MB or smaller.', {
      avatar: 'The avatar must be 2 MB or smaller',
    });
  }
  const ext = sniffImage(buf);
  if (!ext) {
    throw new AppError(400, 'VALIDATION_ERROR', 'The avatar must be a PNG, JPEG or WebP image.', {
      avatar: 'Use a PNG, JPEG or WebP image',
    });
  }
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${userId}-${randomBytes(9).toString('base64url')}.${ext}`;
  await writeFile(path.join(dir, name), buf);
  return name;
}

export async function removeAvatar(dataDir: string, name: string | null): Promise<void> {
  if (!name || !FILE_NAME.test(name)) return;
  await unlink(path.join(avatarDir(dataDir), name)).catch(() => undefined);
}

/** Reads a stored avatar; null for names that are not ours (also blocks path traversal). */
export async function readAvatar(
  dataDir: string,
  name: string,
): Promise<{ body: Buffer; type: string } | null> {
  if (!FILE_NAME.test(name)) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1) as Ext;
  const body = await readFile(path.join(avatarDir(dataDir), name)).catch(() => null);
  return body ? { body, type: AVATAR_TYPES[ext] } : null;
}
