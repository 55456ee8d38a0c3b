import { describe, expect, it } from 'vitest';
import { readSound } from './sound-settings.ts';

const storage = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

describe('readSound', () => {
  it('defaults to enabled at volume 50', () => {
    expect(readSound(storage({}))).toEqual({ enabled: true, volume: 50 });
  });

  it('reads stored values', () => {
    expect(readSound(storage({ 'sound-enabled': 'false', 'sound-volume': '20' }))).toEqual({
      enabled: false,
      volume: 20,
    });
  });

  it('clamps and rounds the volume, and ignores garbage', () => {
    expect(readSound(storage({ 'sound-volume': '140' })).volume).toBe(100);
    expect(readSound(storage({ 'sound-volume': '33.6' })).volume).toBe(34);
    expect(readSound(storage({ 'sound-volume': 'loud' })).volume).toBe(50);
    expect(readSound(storage({ 'sound-volume': '' })).volume).toBe(50);
  });

  it('survives storage that throws', () => {
    expect(
      readSound({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toEqual({ enabled: true, volume: 50 });
  });
});
