import { useSyncExternalStore } from 'react';

/** Local settings of the spec (section 3): the keys and defaults the exercise player reads too. */
export const SOUND_ENABLED_KEY = 'sound-enabled';
export const SOUND_VOLUME_KEY = 'sound-volume';
export const DEFAULT_SOUND = { enabled: true, volume: 50 } as const;

export interface SoundSettings {
  enabled: boolean;
  volume: number;
}

/** Reads the settings from storage; anything missing or unreadable falls back to the defaults. */
export function readSound(storage: Pick<Storage, 'getItem'>): SoundSettings {
  try {
    const enabled = storage.getItem(SOUND_ENABLED_KEY) !== 'false';
    const raw = storage.getItem(SOUND_VOLUME_KEY);
    const parsed = raw === null || raw.trim() === '' ? NaN : Number(raw);
    const volume = Number.isFinite(parsed)
      ? Math.round(Math.min(100, Math.max(0, parsed)))
      : DEFAULT_SOUND.volume;
    return { enabled, volume };
  } catch {
    return { ...DEFAULT_SOUND };
  }
}

const listeners = new Set<() => void>();
let snapshot: SoundSettings | null = null;

/** Stores one change (volume as an integer 0–100) and tells every open view. */
export function writeSound(change: Partial<SoundSettings>): void {
  if (change.enabled !== undefined) localStorage.setItem(SOUND_ENABLED_KEY, String(change.enabled));
  if (change.volume !== undefined)
    localStorage.setItem(
      SOUND_VOLUME_KEY,
      String(Math.round(Math.min(100, Math.max(0, change.volume)))),
    );
  snapshot = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the settings.
  const onStorage = () => {
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSoundSettings(): SoundSettings {
  return useSyncExternalStore(subscribe, () => (snapshot ??= readSound(localStorage)));
}
