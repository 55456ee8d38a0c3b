import { AVATAR_MAX_BYTES, avatarTypes } from '@ascend/contract';

const allowed: readonly string[] = avatarTypes;

/** Why a picked file cannot be an avatar, or null when it can (the server checks again). */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!allowed.includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) return `That image is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 2 MB.`;
  if (file.size === 0) return 'That file is empty.';
  return null;
}
