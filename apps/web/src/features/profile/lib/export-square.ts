import type { SquareRect } from './crop.ts';

/** Avatars are shown at most ~112 px wide; 512 px leaves room for sharp high-density screens. */
const OUTPUT_SIZE = 512;

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** Draws the chosen square of the image into a canvas and exports it as WebP (PNG where WebP is unsupported). */
export async function exportSquare(image: CanvasImageSource, rect: SquareRect): Promise<Blob> {
  const size = Math.max(1, Math.min(OUTPUT_SIZE, Math.round(rect.side)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Your browser could not prepare the image. Try another browser.');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, rect.sx, rect.sy, rect.side, rect.side, 0, 0, size, size);
  // Browsers without a WebP encoder silently return PNG; accept whichever we get, else ask for PNG.
  const webp = await toBlob(canvas, 'image/webp', 0.9);
  const blob =
    webp && (webp.type === 'image/webp' || webp.type === 'image/png')
      ? webp
      : await toBlob(canvas, 'image/png');
  if (!blob) throw new Error('Your browser could not export the cropped image.');
  return blob;
}

/** Loads a picked file as an image element (decoded), or rejects with a message a person can act on. */
export function loadImage(file: Blob): Promise<{ image: HTMLImageElement; url: string }> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  return image.decode().then(
    () => ({ image, url }),
    () => {
      URL.revokeObjectURL(url);
      throw new Error('That file could not be read as an image. Choose another picture.');
    },
  );
}
