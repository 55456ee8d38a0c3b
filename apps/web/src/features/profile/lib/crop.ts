export interface CropView {
  /** 1 shows the largest square that fits; 3 shows a third of its side. */
  zoom: number;
  /** Centre of the square, as a fraction of the image's width and height (0.5, 0.5 = middle). */
  cx: number;
  cy: number;
}

export interface SquareRect {
  sx: number;
  sy: number;
  side: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const centred: CropView = { zoom: 1, cx: 0.5, cy: 0.5 };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The square of the source image a view shows, kept wholly inside the image. */
export function cropRect(width: number, height: number, view: CropView): SquareRect {
  const side = Math.min(width, height) / clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const sx = clamp(view.cx * width - side / 2, 0, width - side);
  const sy = clamp(view.cy * height - side / 2, 0, height - side);
  return { sx, sy, side };
}

/** Moves the view by a drag of (dx, dy) screen pixels on a preview `previewSize` pixels wide. */
export function panView(
  width: number,
  height: number,
  view: CropView,
  dx: number,
  dy: number,
  previewSize: number,
): CropView {
  const { sx, sy, side } = cropRect(width, height, view);
  // Dragging the picture right shows more of its left side: the square moves the other way.
  const scale = side / previewSize;
  const next = cropRect(width, height, {
    ...view,
    cx: (sx + side / 2 - dx * scale) / width,
    cy: (sy + side / 2 - dy * scale) / height,
  });
  return {
    zoom: view.zoom,
    cx: (next.sx + next.side / 2) / width,
    cy: (next.sy + next.side / 2) / height,
  };
}
