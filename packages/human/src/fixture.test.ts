import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadModel } from './node.ts';

// lc0 v0.26.3's own policy for 240 positions of real games (fixtures/README.md says how).
interface FixturePosition {
  game: string;
  model: number;
  fen?: string;
  moves: string[];
  policy: Record<string, number>;
}
const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/lc0-policy.json', import.meta.url), 'utf8'),
) as { positions: FixturePosition[] };

describe('the TypeScript Maia nets agree with lc0', () => {
  for (const model of [1100, 1500, 1900]) {
    const positions = fixture.positions.filter((p) => p.model === model);
    it(`maia-${model}: the same top move and every probability within 0.01 on ${positions.length} positions`, () => {
      expect(positions.length).toBeGreaterThanOrEqual(60);
      const net = loadModel(model);
      for (const pos of positions) {
        const where = `${pos.game}: ${pos.fen ?? 'start'} + ${pos.moves.length} moves`;
        const predicted = net.predict({ fen: pos.fen, moves: pos.moves });
        expect(predicted.map((m) => m.uci).sort(), where).toEqual(Object.keys(pos.policy).sort());
        const lc0Top = Math.max(...Object.values(pos.policy));
        // lc0 prints P to 0.01 %: a tie at that precision may go either way.
        expect(pos.policy[predicted[0]!.uci], where).toBeGreaterThanOrEqual(lc0Top - 0.0001);
        for (const m of predicted)
          expect(Math.abs(m.p - pos.policy[m.uci]!), `${where} ${m.uci}`).toBeLessThan(0.01);
      }
    });
  }
});
