let context: AudioContext | null = null;

/** A short two-note chime at the given volume (0–100), synthesised with WebAudio. Resolves false when audio is unavailable. */
export async function playTestSound(volume: number): Promise<boolean> {
  if (typeof AudioContext === 'undefined') return false;
  try {
    context ??= new AudioContext();
    // Browsers start a context suspended until a user gesture; this call comes from one.
    if (context.state === 'suspended') await context.resume();
    const start = context.currentTime + 0.02;
    const peak = (Math.max(0, Math.min(100, volume)) / 100) * 0.3;
    [523.25, 783.99].forEach((freq, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      const at = start + i * 0.15;
      osc.type = 'triangle';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(Math.max(peak, 0.0002), at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
      osc.connect(gain).connect(context!.destination);
      osc.start(at);
      osc.stop(at + 0.4);
    });
    return true;
  } catch {
    return false;
  }
}
