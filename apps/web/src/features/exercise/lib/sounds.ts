/** Local settings (spec §3): "sound-enabled" (default true) and "sound-volume" 0–100 (default 50). */
export function soundSettings(): { enabled: boolean; volume: number } {
  try {
    const enabled = localStorage.getItem('sound-enabled') !== 'false';
    const raw = Number(localStorage.getItem('sound-volume') ?? 50);
    const volume = Number.isFinite(raw) ? Math.min(100, Math.max(0, raw)) : 50;
    return { enabled, volume };
  } catch {
    return { enabled: true, volume: 50 };
  }
}

type Note = { freq: number; at: number; dur: number; type?: OscillatorType };

// Small synthesised cues instead of audio files: nothing to download, and they follow the volume exactly.
const cues = {
  right: [
    { freq: 660, at: 0, dur: 0.12 },
    { freq: 880, at: 0.1, dur: 0.2 },
  ],
  wrong: [
    { freq: 220, at: 0, dur: 0.16, type: 'sawtooth' },
    { freq: 180, at: 0.14, dur: 0.24, type: 'sawtooth' },
  ],
  celebrate: [
    { freq: 523, at: 0, dur: 0.14 },
    { freq: 659, at: 0.12, dur: 0.14 },
    { freq: 784, at: 0.24, dur: 0.14 },
    { freq: 1047, at: 0.36, dur: 0.4 },
  ],
} satisfies Record<string, Note[]>;

let context: AudioContext | null = null;

export function playCue(name: keyof typeof cues): void {
  const { enabled, volume } = soundSettings();
  if (!enabled || volume === 0 || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    const start = ctx.currentTime + 0.01;
    const peak = (volume / 100) * 0.25;
    for (const note of cues[name] as Note[]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type ?? 'triangle';
      osc.frequency.value = note.freq;
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(peak, start + note.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.dur);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + note.at);
      osc.stop(start + note.at + note.dur + 0.05);
    }
  } catch {
    // Audio is a nicety; a browser that refuses it must not break the lesson.
  }
}
