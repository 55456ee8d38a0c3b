import type { MoveProbability } from '@ascend/human';
import type { OpponentReply, OpponentRequest } from './opponent.worker.ts';

/** The opponent's worker, spoken to one request at a time per id. */
export class OpponentClient {
  private readonly worker = new Worker(new URL('./opponent.worker.ts', import.meta.url), {
    type: 'module',
  });
  private next = 1;
  private waiting = new Map<
    number,
    { resolve: (p: MoveProbability[]) => void; reject: (e: Error) => void }
  >();

  constructor() {
    this.worker.onmessage = (event: MessageEvent<OpponentReply>) => {
      const w = this.waiting.get(event.data.id);
      if (!w) return;
      this.waiting.delete(event.data.id);
      if ('error' in event.data) w.reject(new Error(event.data.error));
      else w.resolve(event.data.policy);
    };
    this.worker.onerror = (event) => {
      const err = new Error(event.message || 'The opponent failed to start');
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    };
  }

  /** The net's policy for the position after `moves` (every legal move, most likely first). */
  policy(net: number, moves: string[]): Promise<MoveProbability[]> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, net, moves } satisfies OpponentRequest);
    });
  }

  /** Loads the level's net now, so the first reply does not wait for the download. */
  warm(net: number): Promise<unknown> {
    return this.policy(net, []);
  }

  dispose() {
    this.worker.terminate();
    for (const w of this.waiting.values()) w.reject(new Error('The opponent was stopped'));
    this.waiting.clear();
  }
}
