import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/input.tsx';
import { centred, cropRect, MAX_ZOOM, MIN_ZOOM, panView, type CropView } from '../lib/crop.ts';
import { exportSquare } from '../lib/export-square.ts';

const PREVIEW = 240;

interface AvatarCropperProps {
  image: HTMLImageElement;
  onDone(blob: Blob): void;
  onCancel(): void;
}

/** Pick the square part of a photo: drag (or arrow keys) to move it, the slider to zoom. */
export function AvatarCropper({ image, onDone, onCancel }: AvatarCropperProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [view, setView] = useState<CropView>(centred);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const w = image.naturalWidth;
  const h = image.naturalHeight;

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    el.width = PREVIEW * ratio;
    el.height = PREVIEW * ratio;
    const { sx, sy, side } = cropRect(w, h, view);
    ctx.drawImage(image, sx, sy, side, side, 0, 0, el.width, el.height);
  }, [image, w, h, view]);

  const move = (dx: number, dy: number) => setView((v) => panView(w, h, v, dx, dy, PREVIEW));
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    move(e.clientX - drag.current.x, e.clientY - drag.current.y);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const step = e.shiftKey ? 40 : 10;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const d = delta[e.key];
    if (!d) return;
    e.preventDefault();
    move(d[0], d[1]);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await exportSquare(image, cropRect(w, h, view)));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="relative mx-auto size-[240px] overflow-hidden rounded-2xl bg-slate-900 shadow-inner">
        <canvas
          ref={canvas}
          data-testid="avatar-crop-canvas"
          tabIndex={0}
          aria-label="Photo crop area. Drag, or use the arrow keys, to choose the part to keep."
          className="size-full cursor-grab touch-none focus-visible:outline-3 focus-visible:outline-brand-400 active:cursor-grabbing"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
        />
        {/* The round mask shows how the square will look as an avatar. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgba(15,23,42,0.45)] ring-2 ring-white/80"
        />
      </div>
      <label className="flex items-center gap-3">
        <ZoomOut aria-hidden="true" className="size-5 text-muted" />
        <span className="sr-only">Zoom</span>
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={view.zoom}
          onChange={(e) => setView((v) => ({ ...v, zoom: Number(e.target.value) }))}
          className="h-2 flex-1 cursor-pointer accent-brand-600"
        />
        <ZoomIn aria-hidden="true" className="size-5 text-muted" />
      </label>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" pending={busy} onClick={() => void confirm()}>
          Use this photo
        </Button>
      </div>
    </div>
  );
}
