import { describe, expect, it } from 'vitest';
import { centred, cropRect, panView } from './crop.ts';

describe('cropRect', () => {
  it('takes the centred largest square at zoom 1', () => {
    expect(cropRect(400, 200, centred)).toEqual({ sx: 100, sy: 0, side: 200 });
    expect(cropRect(300, 600, centred)).toEqual({ sx: 0, sy: 150, side: 300 });
  });

  it('shrinks the square as the zoom grows and keeps it centred', () => {
    expect(cropRect(400, 400, { zoom: 2, cx: 0.5, cy: 0.5 })).toEqual({
      sx: 100,
      sy: 100,
      side: 200,
    });
  });

  it('keeps the square inside the image at the edges', () => {
    expect(cropRect(400, 400, { zoom: 2, cx: 0, cy: 1 })).toEqual({ sx: 0, sy: 200, side: 200 });
    expect(cropRect(400, 400, { zoom: 9, cx: 0.5, cy: 0.5 }).side).toBeCloseTo(400 / 3);
  });
});

describe('panView', () => {
  it('moves the square against the drag, in source pixels', () => {
    // 400 px square of a 800x400 image shown 200 px wide: 1 screen px = 2 source px.
    const moved = panView(800, 400, centred, 50, 0, 200);
    expect(cropRect(800, 400, moved)).toEqual({ sx: 100, sy: 0, side: 400 });
  });

  it('stops at the image border', () => {
    const moved = panView(800, 400, centred, -1000, 0, 200);
    expect(cropRect(800, 400, moved).sx).toBe(400);
  });
});
