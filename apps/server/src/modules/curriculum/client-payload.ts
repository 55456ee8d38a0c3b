import { publicPayload } from '@ascend/chess';
import type { ExerciseSpec } from '@ascend/contract';

/**
 * What a client may read of an exercise before answering: publicPayload's policy (ADR 0032:
 * no option moves; refutations are a separate column and never sent). A stored payload the
 * contract no longer parses (content written before a schema change) still loses its option
 * moves rather than failing the whole outline.
 */
export function clientPayload(row: { type: string; payload: unknown }): unknown {
  try {
    return publicPayload({ type: row.type, payload: row.payload } as ExerciseSpec);
  } catch {
    const p = row.payload as { options?: { id: string; text: string }[] } | null;
    if (!p || !Array.isArray(p.options)) return p;
    return { ...p, options: p.options.map(({ id, text }) => ({ id, text })) };
  }
}
