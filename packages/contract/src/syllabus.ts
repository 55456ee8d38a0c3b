import { z } from 'zod';
import { arrow, fen, highlight } from './exercises.ts';

/**
 * content/syllabus.json (issue 27): the ideas a learner needs from the first move to club level,
 * each with a coach's paragraph, an example board, the id of its detector in @ascend/chess
 * (`ideaDetectors`) or the reason it has none, and the lessons that teach it. Every lesson of
 * content/ belongs to exactly one idea (the content check enforces it).
 */
export const ideaAreas = ['basics', 'tactics', 'strategy', 'endgames', 'openings'] as const;
export const ideaArea = z.enum(ideaAreas);
export type IdeaArea = z.infer<typeof ideaArea>;

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'Ids are lower-case kebab-case slugs');

export const syllabusIdea = z
  .object({
    id: slug,
    name: z.string().min(1),
    area: ideaArea,
    /** One paragraph a coach would say. */
    explanation: z.string().min(40, 'Write a paragraph, not a label'),
    example: z.object({
      fen,
      arrows: z.array(arrow).optional(),
      highlights: z.array(highlight).optional(),
    }),
    /** A key of `ideaDetectors`, or null when no move can show the idea. */
    detector: slug.nullable(),
    no_detector_reason: z.string().min(1).optional(),
    lessons: z.array(slug),
    /**
     * Lessons that belong to another idea but teach this one too, in words or on boards (the
     * pawn-structure lesson teaches isolated and doubled pawns). They do not count toward this
     * idea's detector share, and the content check lists the ideas taught nowhere.
     */
    also_in: z.array(slug).optional(),
  })
  .refine((i) => i.detector !== null || !!i.no_detector_reason, {
    message: 'An idea without a detector says why (no_detector_reason)',
    path: ['no_detector_reason'],
  });
export type SyllabusIdea = z.infer<typeof syllabusIdea>;

/**
 * The rating a section is written for (issue 38.2, ADR 0048): the human model at this rating
 * measures each board's difficulty. Maia's nets span 1100–1900.
 */
export const sectionTarget = z.object({
  section: slug,
  target_rating: z.number().int().min(1100).max(1900),
  /** Why this rating: who the section is for. */
  why: z.string().min(1),
});
export type SectionTarget = z.infer<typeof sectionTarget>;

export const syllabus = z
  .object({
    /** One per section of content/, in section order; the content check requires them. */
    sections: z.array(sectionTarget).optional(),
    ideas: z.array(syllabusIdea).min(1),
  })
  .superRefine((s, ctx) => {
    const ideas = new Set<string>();
    const lessons = new Map<string, string>();
    s.ideas.forEach((idea, i) => {
      if (ideas.has(idea.id))
        ctx.addIssue({
          code: 'custom',
          path: ['ideas', i, 'id'],
          message: `duplicate idea "${idea.id}"`,
        });
      ideas.add(idea.id);
      for (const l of idea.lessons) {
        const other = lessons.get(l);
        if (other)
          ctx.addIssue({
            code: 'custom',
            path: ['ideas', i, 'lessons'],
            message: `lesson "${l}" is in two ideas ("${other}" and "${idea.id}")`,
          });
        lessons.set(l, idea.id);
      }
    });
  });
export type Syllabus = z.infer<typeof syllabus>;
