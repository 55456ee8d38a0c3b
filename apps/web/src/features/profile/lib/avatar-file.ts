// Mirrors avatarTypes and AVATAR_MAX_BYTES of packages/contract (users.ts) without pulling zod
// into the profile chunk; avatar-file.test.ts keeps the two in step.
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a picked file cannot be an avatar, or null when it can (the server checks again). */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES)
    return `That image is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 2 MB.`;
  if (file.size === 0) return 'That file is empty.';
  return null;
}
