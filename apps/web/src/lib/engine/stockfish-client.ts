/** Where the build copies the engine (see apps/web/engine-plugin.ts). */
export const ENGINE_URL = '/engine/stockfish-19-lite-single.js';

export interface EngineStrength {
  /** UCI "Skill Level", 0 (weakest) – 20. */
  skill: number;
  /** Search depth in plies. */
  depth: number;
}

/** A principal variation and its score from the side to move's point of view. */
export interface EngineLine {
  score: { type: 'cp' | 'mate'; value: number };
  pv: string[];
}

type Waiter = {
  test: (line: string) => boolean;
  resolve: (line: string) => void;
  reject: (err: Error) => void;
};

/**
 * Stockfish in a Web Worker, spoken to in UCI over postMessage. One search at a time: the
 * game player asks for a reply only after the learner has moved, so no queue is needed.
 */
export class StockfishClient {
  private readonly worker: Worker;
  private waiters: Waiter[] = [];
  private ready: Promise<void>;
  private skill: number | null = null;
  /** Receives the `info … pv …` lines of the running analysis (analyse only). */
  private infoSink: ((line: string) => void) | null = null;
  private searches: Promise<unknown> = Promise.resolve();

  constructor(url: string = ENGINE_URL) {
    this.worker = new Worker(url);
    this.worker.onmessage = (event: MessageEvent<unknown>) => this.onLine(String(event.data));
    this.worker.onerror = (event) =>
      this.failAll(new Error(event.message || 'The chess engine failed to start'));
    this.ready = this.handshake();
  }

  private async handshake(): Promise<void> {
    const uciok = this.waitFor((l) => l === 'uciok');
    this.send('uci');
    await uciok;
    await this.isReady();
  }

  private isReady(): Promise<string> {
    const ready = this.waitFor((l) => l === 'readyok');
    this.send('isready');
    return ready;
  }

  private send(command: string) {
    this.worker.postMessage(command);
  }

  private onLine(line: string) {
    if (this.infoSink && line.startsWith('info ') && line.includes(' pv ')) this.infoSink(line);
    const hit = this.waiters.find((w) => w.test(line));
    if (!hit) return;
    this.waiters = this.waiters.filter((w) => w !== hit);
    hit.resolve(line);
  }

  private failAll(err: Error) {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w.reject(err);
  }

  private waitFor(test: (line: string) => boolean): Promise<string> {
    return new Promise((resolve, reject) => this.waiters.push({ test, resolve, reject }));
  }

  /** The engine's move (UCI) in `fen` at the given strength, or null when it has none (mate, stalemate). */
  async bestMove(fen: string, strength: EngineStrength): Promise<string | null> {
    await this.setSkill(strength.skill);
    const done = this.waitFor((l) => l.startsWith('bestmove'));
    this.send(`position fen ${fen}`);
    this.send(`go depth ${strength.depth}`);
    const move = (await done).split(/\s+/)[1];
    return move && move !== '(none)' ? move : null;
  }

  private async setSkill(skill: number) {
    await this.ready;
    if (this.skill !== skill) {
      this.send(`setoption name Skill Level value ${skill}`);
      this.skill = skill;
    }
    await this.isReady();
  }

  /** Starts the worker and its handshake now, so a later search does not pay for the wasm load. */
  warm(): Promise<void> {
    return this.ready;
  }

  /**
   * Full-strength analysis for `limit` ms, or to `{ depth }` from a fresh search (a new game:
   * the hash cleared, so the same position at the same depth gives the same answer as the
   * server's engine, ADR 0046): the principal variation (UCI) and its score from the side to
   * move's point of view, from the last `info … pv` line before `bestmove`.
   */
  analyse(fen: string, limit: number | { depth: number }): Promise<EngineLine | null> {
    // One search at a time: a second analysis waits for the first (their info lines would mix).
    const run = this.searches.then(() => this.search(fen, limit));
    this.searches = run.catch(() => undefined);
    return run;
  }

  private async search(fen: string, limit: number | { depth: number }): Promise<EngineLine | null> {
    await this.setSkill(20);
    if (typeof limit !== 'number') {
      this.send('ucinewgame');
      await this.isReady();
    }
    let last: EngineLine | null = null;
    this.infoSink = (line) => {
      // A bound (a failed aspiration window) is not a result, as in @ascend/engine.
      if (/ (?:lower|upper)bound /.test(line)) return;
      const score = /\bscore (cp|mate) (-?\d+)/.exec(line);
      const pv = line.split(' pv ')[1]?.trim().split(/\s+/);
      if (score && pv?.length)
        last = { score: { type: score[1] as 'cp' | 'mate', value: Number(score[2]) }, pv };
    };
    const done = this.waitFor((l) => l.startsWith('bestmove'));
    this.send(`position fen ${fen}`);
    this.send(typeof limit === 'number' ? `go movetime ${limit}` : `go depth ${limit.depth}`);
    try {
      await done;
    } finally {
      this.infoSink = null;
    }
    return last;
  }

  dispose() {
    this.failAll(new Error('The chess engine was stopped'));
    this.worker.terminate();
  }
}
