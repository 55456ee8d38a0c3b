import { describe, expect, it } from 'vitest';
import { syllabus as schema, type Syllabus } from '@ascend/contract';
import { contentDir } from '../content-check.ts';
import { loadContent } from './load.ts';
import { checkSyllabus, ideaOfLesson, loadSyllabus, untaughtIdeas } from './syllabus.ts';

describe('content/syllabus.json', () => {
  const { syllabus, errors } = loadSyllabus(contentDir);
  const { sections } = loadContent(contentDir);

  it('matches the schema and maps every lesson to exactly one idea with a legal example', () => {
    expect(errors).toEqual([]);
    expect(syllabus).not.toBeNull();
    expect(checkSyllabus(syllabus!, sections)).toEqual([]);
  });

  it('names the ideas the issue asks for, a detector or a reason for each', () => {
    const ids = new Set(syllabus!.ideas.map((i) => i.id));
    for (const id of [
      'opposition',
      'key-squares',
      'square-of-the-pawn',
      'lucena',
      'philidor',
      'outpost',
      'seventh-rank',
      'open-file',
      'bishop-pair',
      'pawn-islands',
      'fork',
      'pin',
    ])
      expect(ids).toContain(id);
    for (const idea of syllabus!.ideas)
      expect(idea.detector ?? idea.no_detector_reason, idea.id).toBeTruthy();
    expect(ideaOfLesson(syllabus!).get('opposition-in-play')?.id).toBe('opposition');
  });

  it('refuses a lesson in two ideas, an unknown lesson and an illegal example', () => {
    const idea = (id: string, lessons: string[], fen = '4k3/8/8/8/8/8/8/4K3 w - - 0 1') => ({
      id,
      name: id,
      area: 'basics',
      explanation: 'x'.repeat(40),
      example: { fen },
      detector: null,
      no_detector_reason: 'vocabulary',
      lessons,
    });
    const twice = loadSyllabusFrom({ ideas: [idea('a', ['l']), idea('b', ['l'])] });
    expect(twice.join()).toContain('lesson "l" is in two ideas ("a" and "b")');
    const parsed = syllabusOf({
      ideas: [idea('a', ['nowhere'], '4k3/8/8/8/8/8/8/4RK2 w - - 0 1')],
    });
    const problems = checkSyllabus(parsed, sections).join('\n');
    expect(problems).toContain('idea "a" names unknown lesson "nowhere"');
    expect(problems).toContain('example the side not to move (b) is in check');
    expect(problems).toContain('lesson "files-and-ranks"');
  });

  it('checks the lessons an idea is also taught in, and lists the ideas taught nowhere', () => {
    const base = {
      name: 'x',
      area: 'basics',
      explanation: 'x'.repeat(40),
      example: { fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' },
      detector: null,
      no_detector_reason: 'vocabulary',
    };
    const parsed = syllabusOf({
      ideas: [
        { ...base, id: 'own', lessons: ['files-and-ranks'] },
        { ...base, id: 'along', lessons: [], also_in: ['files-and-ranks', 'nowhere'] },
        { ...base, id: 'twice', lessons: ['pawn-structure'], also_in: ['pawn-structure'] },
        { ...base, id: 'untaught', lessons: [] },
      ],
    });
    const problems = checkSyllabus(parsed, sections).join('\n');
    expect(problems).toContain('idea "along" is also in unknown lesson "nowhere"');
    expect(problems).not.toContain('"along" is also in unknown lesson "files-and-ranks"');
    expect(problems).toContain(
      'idea "twice" lists "pawn-structure" as its own lesson and in also_in',
    );
    expect(untaughtIdeas(parsed)).toEqual(['untaught']);
    expect(untaughtIdeas(syllabus!)).toEqual([]);
  });
});

function loadSyllabusFrom(json: unknown): string[] {
  const r = schema.safeParse(json);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}
const syllabusOf = (json: unknown): Syllabus => schema.parse(json);
