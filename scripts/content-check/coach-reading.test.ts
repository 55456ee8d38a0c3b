import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LessonContent } from '@ascend/contract';
import { describe, expect, it } from 'vitest';
import { coachStatus, lessonHash, noteState, type CoachNote } from './coach-reading.ts';
import type { LoadedSection } from './load.ts';

const exercise = (id: string, text: string) =>
  ({ id, type: 'info_type', payload: { text } }) as unknown as LessonContent['exercises'][number];
const lesson = (id: string, texts: string[]) =>
  ({
    id,
    title: `Lesson ${id}`,
    exercises: texts.map((t, i) => exercise(`${id}-${i + 1}`, t)),
  }) as unknown as LessonContent;

describe('coach reading (issue 38.6)', () => {
  it('hashes the exercises: 12 hex digits, stable, and changed by any edit', () => {
    const a = lesson('a', ['one', 'two']);
    const h = lessonHash(a);
    expect(h).toMatch(/^[0-9a-f]{12}$/);
    expect(lessonHash(lesson('a', ['one', 'two']))).toBe(h);
    expect(lessonHash(lesson('a', ['one', 'two!']))).not.toBe(h);
    expect(lessonHash(lesson('a', ['two', 'one']))).not.toBe(h);
  });

  it('a note is current at the hash it was read at, stale after a change, missing without one', () => {
    const a = lesson('a', ['one']);
    const note: CoachNote = { lesson: 'a', read_at: lessonHash(a), note: 'x', verdict: 'sound' };
    expect(noteState(a, note)).toBe('current');
    expect(noteState(lesson('a', ['one, rewritten']), note)).toBe('stale');
    expect(noteState(a, undefined)).toBe('missing');
  });

  it('counts current, stale and missing notes per lesson of sections 4–7 only', () => {
    const fresh = lesson('fresh', ['f']);
    const changed = lesson('changed', ['c2']);
    const unread = lesson('unread', ['u']);
    const early = lesson('early', ['e']);
    const section = (file: string, lessons: LessonContent[]) =>
      ({
        file,
        section: { id: file, title: file, units: [{ id: `${file}-u`, lessons }] },
      }) as unknown as LoadedSection;
    const dir = mkdtempSync(path.join(tmpdir(), 'coach-'));
    const file = path.join(dir, 'coach-reading.json');
    const notes: CoachNote[] = [
      { lesson: 'fresh', read_at: lessonHash(fresh), note: 'Sound: fine.', verdict: 'sound' },
      {
        lesson: 'changed',
        read_at: lessonHash(lesson('changed', ['c1'])),
        note: 'Wrong: ex. 1 is false.',
        verdict: 'wrong',
      },
    ];
    writeFileSync(file, JSON.stringify(notes));
    const s = coachStatus(
      [section('03-x.json', [early]), section('04-y.json', [fresh, changed, unread])],
      file,
    );
    expect(s.counts).toMatchObject({ lessons: 3, current: 1, stale: 1, missing: 1, sound: 1 });
    expect(s.counts.wrong).toBe(0);
    expect(s.text).toContain('wrong (**stale**)');
    expect(s.text).toMatch(/\| unread \| Lesson unread \| \*\*missing\*\* \|/);
    expect(s.text).not.toContain('| early |');
    expect(s.errors).toEqual([]);
  });

  it('reports a malformed note and a note for an unknown lesson', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'coach-'));
    const file = path.join(dir, 'coach-reading.json');
    writeFileSync(
      file,
      JSON.stringify([
        { lesson: 'a', read_at: 'nothex', note: 'x', verdict: 'sound' },
        { lesson: 'ghost', read_at: '0123456789ab', note: 'x', verdict: 'weak' },
      ]),
    );
    const s = coachStatus([], file);
    expect(s.errors.join('\n')).toMatch(/entry 0/);
    expect(s.errors.join('\n')).toMatch(/ghost is not in sections 4–7/);
  });
});
