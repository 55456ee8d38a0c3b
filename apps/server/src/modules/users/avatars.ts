import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@ascend/contract';
import { AppError } from '../../errors.ts';
import { uploadsDir, type ObjectStore, type StoredObject } from '../../storage/object-store.ts';

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

/** Where the local store keeps avatars (DATA_DIR/uploads/avatars), as before object storage. */
export const avatarDir = (dataDir: string) => path.join(uploadsDir(dataDir), 'avatars');

/** The object key of an avatar file name (the name is what users.avatar_path holds). */
export const avatarKey = (name: string) => `avatars/${name}`;

/** Checks and stores an avatar; returns the new file name (unique, so caches never serve a stale one). */
export async function saveAvatar(store: ObjectStore, userId: number, buf: Buffer): Promise<string> {
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
  const name = `${userId}-${randomBytes(9).toString('base64url')}.${ext}`;
  await store.put(avatarKey(name), buf, AVATAR_TYPES[ext]);
  return name;
}

/**
 * Removes a replaced or deleted avatar. Best effort: it runs after the database change has
 * committed, so a failure must not fail the request; it only leaves an unreferenced file.
 */
export async function removeAvatar(store: ObjectStore, name: string | null): Promise<void> {
  if (!name || !FILE_NAME.test(name)) return;
  await store.delete(avatarKey(name)).catch(() => undefined);
}

/** Reads a stored avatar; null for names that are not ours (also blocks path traversal). */
export async function readAvatar(store: ObjectStore, name: string): Promise<StoredObject | null> {
  if (!FILE_NAME.test(name)) return null;
  return store.get(avatarKey(name));
}
