import { useEffect, useMemo, useState } from 'react';
import { replay } from '@ascend/chess';

export interface Frame {
  fen: string;
  last: string[];
}

/** A step of the refutation every this many ms: slow enough to follow each move. */
const STEP_MS = 900;

/**
 * The refutation played on the board: the position before the wrong move, the wrong move, then
 * the reply and the line, one step at a time; `replay` starts it again.
 */
export function usePlayback(start: { fen: string; move: string; line: string[] } | null) {
  const frames = useMemo(() => {
    if (!start) return null;
    const played = replay(start.fen, [start.move, ...start.line]);
    if ('error' in played) return null;
    const out: Frame[] = [{ fen: start.fen, last: [] }];
    const sans: string[] = [];
    for (const m of played.played) {
      out.push({ fen: m.after, last: [m.from, m.to] });
      sans.push(m.san);
    }
    return { frames: out, sans };
  }, [start]);
  const [step, setStep] = useState(0);
  const [run, setRun] = useState(0);

  useEffect(() => {
    if (!frames) return;
    setStep(0);
    const timer = setInterval(
      () =>
        setStep((s) => {
          if (s + 1 >= frames.frames.length - 1) clearInterval(timer);
          return Math.min(s + 1, frames.frames.length - 1);
        }),
      STEP_MS,
    );
    return () => clearInterval(timer);
  }, [frames, run]);

  return {
    frame: frames?.frames[step] ?? null,
    /** Plies played so far (0 before the wrong move is replayed). */
    step,
    sans: frames?.sans ?? [],
    playing: frames !== null && step < frames.frames.length - 1,
    replay: () => setRun((r) => r + 1),
  };
}
