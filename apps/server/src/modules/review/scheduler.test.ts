import { describe, expect, it } from 'vitest';
import { newCard, review, type CardRow } from './scheduler.ts';

const row = (now: Date): CardRow => {
  const c = newCard(now);
  return { ...c, last_review: null };
};
const minutes = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 60_000;

describe('the review schedule (FSRS)', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('brings a wrong answer back within minutes and a right one later', () => {
    const again = review(row(now), false, now);
    const good = review(row(now), true, now);
    expect(minutes(now, again.due)).toBeLessThanOrEqual(1);
    expect(good.due.getTime()).toBeGreaterThan(again.due.getTime());
  });

  it('moves the due date further out with every right answer in a row', () => {
    let card = { ...row(now) } as CardRow;
    let at = now;
    const gaps: number[] = [];
    for (let i = 0; i < 5; i++) {
      const next = review(card, true, at);
      gaps.push(minutes(at, next.due));
      at = next.due;
      card = { ...next, last_review: next.last_review ?? null };
    }
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]!);
    // After five right answers the card is days away.
    expect(gaps.at(-1)!).toBeGreaterThan(24 * 60);
  });

  it('counts a lapse when a learnt card is answered wrong', () => {
    let card = { ...row(now) } as CardRow;
    let at = now;
    for (let i = 0; i < 4; i++) {
      const next = review(card, true, at);
      at = next.due;
      card = { ...next, last_review: next.last_review ?? null };
    }
    const lapsed = review(card, false, at);
    expect(lapsed.lapses).toBe(1);
    expect(minutes(at, lapsed.due)).toBeLessThan(60);
  });
});
