import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Chess } from 'chess.js';
import type { GamePayload } from '@ascend/contract';
import type { Score } from '@ascend/engine';
import { describe, expect, it } from 'vitest';
import type { Analyst } from './analyst.ts';
import { EngineCache, type Analysis } from './cache.ts';
import {
  keepsResult,
  mainLineOf,
  provePlayout,
  setMainLine,
  withMainLine,
  type ScriptedProof,
} from './proof.ts';

/**
 * A stand-in engine: its best move is the first of `prefer` that is legal (else the first legal
 * move), and a position after a move scores `score(fen after)` for the side to move.
 */
function fakeAnalyst(prefer: string[], score: (fen: string) => Score) {
  const cache = new EngineCache(path.join(mkdtempSync(path.join(tmpdir(), 'proof-')), 'none'));
  const asked: string[] = [];
  const analyst = {
    cache,
    async analyse(fen: string, moves: string[]): Promise<Analysis> {
      const c = new Chess(fen);
      for (const m of moves) c.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
      asked.push(c.fen());
      const legal = c.moves({ verbose: true }).map((m) => m.lan);
      const best = prefer.find((m) => legal.includes(m)) ?? legal[0];
      return {
        kind: 'analysis',
        fen,
        moves,
        depth: 20,
        multipv: 1,
        engine: 'fake',
        version: '0',
        lines: best ? [{ pv: [best], score: score(c.fen()) }] : [],
      };
    },
  };
  return { analyst: analyst as unknown as Analyst, asked };
}
const winning: Score = { type: 'cp', value: -900 };
// White's a-pawn runs home; the black king walks along the eighth rank.
const race = (fen: string, moves = 4): GamePayload => ({
  prompt: 'Promote.',
  fen,
  goal: { kind: 'promote', moves },
  engine: { skill: 20, depth: 12 },
});

describe('provePlayout', () => {
  it('plays the engine on both sides when the lesson gives no main line', async () => {
    const { analyst } = fakeAnalyst(['h8g8', 'g8f8'], () => winning);
    const proof = (await provePlayout(
      analyst,
      race('7k/8/P7/8/8/8/8/K7 w - - 0 1'),
    )) as ScriptedProof;
    expect(proof.line).toEqual(['a6a7', 'h8g8', 'a7a8q']);
    expect(proof.reached).toBe(true);
    expect(proof.script).toBeUndefined();
  });

  it('follows a main line, then the engine, and proves the engine line as well', async () => {
    const p = race('7k/8/8/P7/8/8/8/K7 w - - 0 1', 6);
    const { analyst } = fakeAnalyst(['h8g8', 'g8f8', 'f8e8'], () => winning);
    setMainLine(p, ['Kb2', 'Kh7', 'a6']);
    const proof = (await provePlayout(analyst, p)) as ScriptedProof;
    expect(proof.line.slice(0, 3)).toEqual(['a1b2', 'h8h7', 'a5a6']);
    expect(proof.line.at(-1)).toBe('a7a8q');
    expect(proof.best).toEqual(['a5a6', 'h8g8', 'a6a7', 'g8f8', 'a7a8q']);
    expect(proof.reached).toBe(true);
  });

  it('ends the main line unreached at a learner move that gives the win away', async () => {
    const p = race('7k/8/8/P7/8/8/8/K7 w - - 0 1', 5);
    // After Kb1 the stand-in engine sees a draw.
    const { analyst } = fakeAnalyst(['h8g8'], (fen) =>
      fen.startsWith('7k/8/8/P7/8/8/8/1K6') ? { type: 'cp', value: 0 } : winning,
    );
    setMainLine(p, ['Kb1', 'Kh7', 'a6']);
    const proof = await provePlayout(analyst, p);
    expect(proof?.line).toEqual(['a1b1']);
    expect(proof?.reached).toBe(false);
  });

  it('is not reached when the main line wins but the engine line from the start does not', async () => {
    // Mate in one: the main line mates, the stand-in engine alone plays Qe7 (no mate).
    const p: GamePayload = {
      ...race('7k/5Q2/6K1/8/8/8/8/8 w - - 0 1'),
      goal: { kind: 'mate', moves: 1 },
    };
    const { analyst } = fakeAnalyst(['f7e7'], () => winning);
    setMainLine(p, ['Qf8#']);
    const proof = (await provePlayout(analyst, p)) as ScriptedProof;
    expect(proof.line).toEqual(['f7f8']);
    expect(proof.best).toEqual(['f7e7']);
    expect(proof.reached).toBe(false);
  });

  it('keeps a cached proof for the same main line and proves again for a new one', async () => {
    const p = race('8/7k/8/P7/8/8/8/K7 w - - 0 1', 6);
    const { analyst, asked } = fakeAnalyst(['h7g7', 'g7f7'], () => winning);
    await provePlayout(analyst, p);
    const engineOnly = asked.length;
    expect(await provePlayout(analyst, p)).toBeDefined();
    expect(asked.length).toBe(engineOnly);
    setMainLine(p, ['Kb2', 'Kg7']);
    const proof = (await provePlayout(analyst, p)) as ScriptedProof;
    expect(asked.length).toBeGreaterThan(engineOnly);
    expect(proof.script).toEqual(['a1b2', 'h7g7']);
    expect(proof.line.slice(0, 2)).toEqual(['a1b2', 'h7g7']);
  });
});

describe('main lines', () => {
  const p = race('7k/8/P7/8/8/8/8/K7 w - - 0 1', 9);
  it('are stored as UCI and refuse a move that is not legal', () => {
    expect(setMainLine(p, ['a7', 'Kg7', 'a8=Q'])).toEqual(['a6a7', 'h8g7', 'a7a8q']);
    expect(mainLineOf(p)).toEqual(['a6a7', 'h8g7', 'a7a8q']);
    expect(() => setMainLine(p, ['a7', 'Kh6'])).toThrow(/Kh6 is not legal/);
  });
  it('belong to play-outs only', () => {
    const draft = { type: 'game_type' as const, feedback: 'x', payload: p };
    expect(withMainLine(draft, 'a7 Kg8 a8=Q')).toBe(draft);
    expect(mainLineOf(p)).toEqual(['a6a7', 'h8g8', 'a7a8q']);
    expect(() =>
      withMainLine({ type: 'info_type', feedback: '', payload: { text: 'x' } } as never, 'a7'),
    ).toThrow(/only a play-out/);
  });
});

describe('keepsResult', () => {
  it('reads the defender’s score: −3 pawns or a mate against it wins, +1 pawn at most holds', () => {
    expect(keepsResult('promote', { type: 'cp', value: -300 })).toBe(true);
    expect(keepsResult('promote', { type: 'cp', value: -299 })).toBe(false);
    expect(keepsResult('mate', { type: 'mate', value: -3 })).toBe(true);
    expect(keepsResult('mate', { type: 'mate', value: 3 })).toBe(false);
    expect(keepsResult('hold_draw', { type: 'cp', value: 100 })).toBe(true);
    expect(keepsResult('hold_draw', { type: 'cp', value: 101 })).toBe(false);
    expect(keepsResult('hold_draw', { type: 'mate', value: 5 })).toBe(false);
    expect(keepsResult('promote', undefined)).toBe(false);
  });
});
