/** The flag emoji of an ISO 3166 alpha-2 code: two regional indicator symbols. */
export function flagEmoji(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65),
  );
}

let supported: boolean | null = null;

/**
 * Whether this device draws flag emoji. Windows and systems without a colour emoji font show
 * two letters or empty boxes instead, so a flag is drawn into a canvas once: a real flag has
 * colour, a fallback is grey or nothing at all.
 */
export function canDrawFlagEmoji(): boolean {
  if (supported !== null) return supported;
  supported = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 32;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return supported;
    ctx.font = '28px sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText('\u{1F1EB}\u{1F1F7}', 0, 0); // France: blue, white and red when drawn
    const pixels = ctx.getImageData(0, 0, 32, 32).data;
    for (let i = 0; i < pixels.length && !supported; i += 4) {
      const [r, g, b, a] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
      supported = a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 60;
    }
  } catch {
    // No canvas (an old or locked-down browser): the letter chip is always readable.
  }
  return supported;
}
