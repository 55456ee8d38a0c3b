import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES as CONTRACT_MAX, avatarTypes } from '@ascend/contract';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarFileError } from './avatar-file.ts';

describe('avatarFileError', () => {
  it('accepts png, jpeg and webp up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(avatarFileError({ type, size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, oversized and empty files', () => {
    expect(avatarFileError({ type: 'image/gif', size: 10 })).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(avatarFileError({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe(
      'That image is 3.0 MB; the limit is 2 MB.',
    );
    expect(avatarFileError({ type: 'image/png', size: 0 })).toBe('That file is empty.');
  });
});

describe('avatar limits', () => {
  it('match the contract', () => {
    expect([...AVATAR_TYPES]).toEqual([...avatarTypes]);
    expect(AVATAR_MAX_BYTES).toBe(CONTRACT_MAX);
  });
});
