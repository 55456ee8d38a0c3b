import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LessonContent } from '@ascend/contract';
import type { LessonShare } from './ideas-rule.ts';
import type { Issue38Report, Issue38Rule } from './issue38.ts';
import type { LoadedSection } from './load.ts';

/**
 * Issue 38.6, a coach's reading: one hand-written line per lesson of sections 4–7, kept in
 * content/coach-reading.json with the hash of the lesson's exercises as they were read. The
 * content check writes content/STATUS.md from it: per section, one row per lesson with the
 * verdict, the note and the rules' results, a note marked stale when the lesson has changed
 * since it was read and missing when there is none. Stale and missing notes are counted, never
 * failed: lessons are rewritten while they are read.
 */
export const coachSections = [4, 5, 6, 7];
export const verdicts = ['sound', 'weak', 'wrong'] as const;
export type Verdict = (typeof verdicts)[number];
export type CoachNote = { lesson: string; read_at: string; note: string; verdict: Verdict };
export type NoteState = 'current' | 'stale' | 'missing';

/** sha256 of the JSON of the lesson's exercises, first 12 hex digits. */
/**
 * What the coach read: every exercise's content, by id. The recorded `difficulty` and the order
 * the build sorts boards into are left out: measuring or reordering a lesson does not change what
 * a coach reads in it.
 */
export function lessonHash(lesson: Pick<LessonContent, 'exercises'>): string {
  const read = [...lesson.exercises]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((e) => {
      const { difficulty: _measured, ...rest } = e as typeof e & { difficulty?: unknown };
      return rest;
    });
  return createHash('sha256').update(JSON.stringify(read)).digest('hex').slice(0, 12);
}

export function noteState(
  lesson: Pick<LessonContent, 'exercises'>,
  note: CoachNote | undefined,
): NoteState {
  if (!note) return 'missing';
  return note.read_at === lessonHash(lesson) ? 'current' : 'stale';
}

/** The notes file; a malformed entry is an error, not silently dropped. */
export function loadNotes(file: string): { notes: Map<string, CoachNote>; errors: string[] } {
  const notes = new Map<string, CoachNote>();
  const errors: string[] = [];
  if (!existsSync(file)) return { notes, errors };
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(raw)) return { notes, errors: [`${file}: expected an array of notes`] };
  for (const [i, n] of raw.entries()) {
    const e = n as Partial<CoachNote>;
    if (
      typeof e.lesson !== 'string' ||
      typeof e.read_at !== 'string' ||
      !/^[0-9a-f]{12}$/.test(e.read_at) ||
      typeof e.note !== 'string' ||
      !e.note.trim() ||
      !verdicts.includes(e.verdict as Verdict)
    ) {
      errors.push(`coach-reading.json entry ${i}: needs lesson, read_at (12 hex), note, verdict`);
      continue;
    }
    if (notes.has(e.lesson)) errors.push(`coach-reading.json: lesson ${e.lesson} read twice`);
    notes.set(e.lesson, e as CoachNote);
  }
  return { notes, errors };
}

/** Section number from its file name (`04-…json` → 4). */
function sectionNumber(file: string): number {
  return Number(path.basename(file).slice(0, 2));
}

function median(xs: number[]): number | undefined {
  if (!xs.length) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1]! + s[m]!) / 2;
}

/** Difficulty medians when the exercises carry a `difficulty` object (issue 38.2); else blank. */
function difficultyCell(lesson: LessonContent): string {
  const ds = lesson.exercises
    .map((e) => (e as { difficulty?: { p?: unknown; puzzle_rating?: unknown } }).difficulty)
    .filter((d) => d !== undefined);
  const p = median(ds.map((d) => d.p).filter((x): x is number => typeof x === 'number'));
  const r = median(
    ds.map((d) => d.puzzle_rating).filter((x): x is number => typeof x === 'number'),
  );
  const parts = [];
  if (p !== undefined) parts.push(`p ${(p * 100).toFixed(0)} %`);
  if (r !== undefined) parts.push(`rating ${Math.round(r)}`);
  return parts.join(', ') || '–';
}

/** How many of a rule's problems name this lesson (problem strings read `file › unit › lesson › …`). */
function countFor(problems: string[], lesson: string): number {
  const tag = ` › ${lesson} › `;
  const alt = ` › ${lesson}:`;
  return problems.filter((p) => p.includes(tag) || p.includes(alt)).length;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export type CoachStatus = {
  text: string;
  counts: { lessons: number; current: number; stale: number; missing: number } & Record<
    Verdict,
    number
  >;
  errors: string[];
};

/** content/STATUS.md: the coach's reading and the rules' results, one table per section 4–7. */
export function coachStatus(
  sections: LoadedSection[],
  notesFile: string,
  rules: { shares?: LessonShare[]; issue38?: Issue38Report } = {},
): CoachStatus {
  const { notes, errors } = loadNotes(notesFile);
  const counts = { lessons: 0, current: 0, stale: 0, missing: 0, sound: 0, weak: 0, wrong: 0 };
  const shares = new Map((rules.shares ?? []).map((s) => [s.lesson, s]));
  const strategy = new Map((rules.issue38?.strategy.lessons ?? []).map((l) => [l.lesson, l]));
  const giveaway = (k: Issue38Rule, id: string) =>
    rules.issue38 ? String(countFor(rules.issue38.problems[k], id)) : '–';
  const known = new Set<string>();
  const body: string[] = [];
  for (const { file, section } of sections) {
    const n = sectionNumber(file);
    if (!coachSections.includes(n)) continue;
    body.push(
      `## Section ${n}: ${section.title}`,
      '',
      '| lesson | title | verdict | coach’s note | detector | labels · intro · repeats · in check | strategy: answers · checks/captures · tactics | difficulty (median) |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        known.add(lesson.id);
        counts.lessons += 1;
        const note = notes.get(lesson.id);
        const state = noteState(lesson, note);
        counts[state] += 1;
        if (note && state === 'current') counts[note.verdict] += 1;
        const verdict =
          state === 'missing'
            ? '**missing**'
            : state === 'stale'
              ? `${note!.verdict} (**stale**)`
              : note!.verdict;
        const share = shares.get(lesson.id);
        const st = strategy.get(lesson.id);
        body.push(
          '| ' +
            [
              lesson.id,
              cell(lesson.title),
              verdict,
              note ? cell(note.note) : '',
              share ? `${share.passing}/${share.checked}` : '–',
              (['labels', 'introCards', 'repeats', 'inCheck'] as Issue38Rule[])
                .map((k) => giveaway(k, lesson.id))
                .join(' · '),
              st ? `${st.answers} · ${st.forcing} · ${st.tactics}` : '–',
              difficultyCell(lesson),
            ].join(' | ') +
            ' |',
        );
      }
    body.push('');
  }
  for (const id of notes.keys())
    if (!known.has(id)) errors.push(`coach-reading.json: lesson ${id} is not in sections 4–7`);
  const text = [
    '# Sections 4–7: a coach’s reading and the rules per lesson (issue 38.6)',
    '',
    'Written by `npm run content:check -- --report --status` from `content/coach-reading.json`',
    '(one line per lesson, written after reading it with `npx tsx scripts/content-read/lesson-text.ts <lesson>`',
    'against the teaching standard) and the content check’s per-lesson results. A note is **stale**',
    'when the lesson’s exercises have changed since it was read (their hash is not `read_at`), and',
    '**missing** when the lesson has not been read. Verdicts: sound, weak (teaches, but not what',
    'the standard asks), wrong (a board, answer or explanation is false).',
    '',
    'Columns: detector = graded boards passing the idea detector / checked; labels · intro · repeats ·',
    'in check = issue-38 giveaway problems naming the lesson; strategy = strategy/endgame rule',
    '(answers, checks or captures, tactics within 6 plies); difficulty = median share of',
    'target-rating players finding the answer (human model) and median puzzle rating.',
    '',
    `Lessons ${counts.lessons}: read and current ${counts.current} (sound ${counts.sound}, weak ${counts.weak}, wrong ${counts.wrong}), stale ${counts.stale}, missing ${counts.missing}.`,
    ...(errors.length ? ['', ...errors.map((e) => `- ✗ ${e}`)] : []),
    '',
    ...body,
  ].join('\n');
  return { text, counts, errors };
}

export function writeCoachStatus(
  sections: LoadedSection[],
  dir: string,
  rules: { shares?: LessonShare[]; issue38?: Issue38Report } = {},
): CoachStatus {
  const status = coachStatus(sections, path.join(dir, 'coach-reading.json'), rules);
  writeFileSync(path.join(dir, 'STATUS.md'), status.text);
  return status;
}

/**
 * CLI: `npx tsx scripts/content-check/coach-reading.ts note <lesson> <sound|weak|wrong> "<line>"`
 * records a reading of the lesson as it is now (its current hash); `hash <lesson>` prints it.
 */
async function main() {
  const [cmd, id, verdict, ...words] = process.argv.slice(2);
  const { loadContent } = await import('./load.ts');
  const { fileURLToPath } = await import('node:url');
  const dir = fileURLToPath(new URL('../../content', import.meta.url));
  const lesson = loadContent(dir)
    .sections.flatMap((s) => s.section.units.flatMap((u) => u.lessons))
    .find((l) => l.id === id);
  if (!lesson)
    throw new Error(`no lesson "${id}"; usage: note <lesson> <verdict> "<line>" | hash <lesson>`);
  if (cmd === 'hash') return console.log(lessonHash(lesson));
  if (cmd !== 'note' || !verdicts.includes(verdict as Verdict) || !words.join(' ').trim())
    throw new Error('usage: note <lesson> <sound|weak|wrong> "<line>"');
  const file = path.join(dir, 'coach-reading.json');
  const list = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []) as CoachNote[];
  const entry: CoachNote = {
    lesson: lesson.id,
    read_at: lessonHash(lesson),
    note: words.join(' ').trim(),
    verdict: verdict as Verdict,
  };
  const i = list.findIndex((n) => n.lesson === lesson.id);
  if (i >= 0) list[i] = entry;
  else list.push(entry);
  writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`${lesson.id}: ${entry.verdict} at ${entry.read_at}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname)
  await main();
