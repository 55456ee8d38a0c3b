import { and, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { SectionContent } from '@ascend/contract';
import type { Db, DbExecutor } from '../../db/client.ts';
import { exercises, lessons, sections, units } from '../../db/schema/index.ts';
import { contentFolder, readContent } from './content-files.ts';
import { newContentVersion } from './outline-cache.ts';

export interface LoadSummary {
  sections: number;
  units: number;
  lessons: number;
  exercises: number;
  retired: number;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Ids of the rows just written, by slug, so children can point at their parents. */
const bySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((r) => [r.slug, r.id]));

/**
 * Upserts the curriculum by slug in one transaction. Rows keep their ids across edits, so
 * learners' progress, attempts and xp stay attached; content missing from the files is
 * marked retired (hidden, never deleted) and comes back if it reappears. Idempotent.
 */
export async function loadCurriculum(
  db: Db,
  content: SectionContent[],
  now: Date,
): Promise<LoadSummary> {
  return db.transaction(async (tx) => {
    const sectionRows = content.map((s, i) => ({
      slug: s.id,
      serial: i + 1,
      title: s.title,
      description: s.description,
    }));
    const sectionIds = bySlug(
      await upsert(tx, sections, sectionRows, ['serial', 'title', 'description']),
    );

    const unitRows = content.flatMap((s) =>
      s.units.map((u, i) => ({
        slug: u.id,
        sectionId: sectionIds.get(s.id)!,
        serial: i + 1,
        title: u.title,
        description: u.description,
      })),
    );
    const unitIds = bySlug(
      await upsert(tx, units, unitRows, ['section_id', 'serial', 'title', 'description']),
    );

    const allUnits = content.flatMap((s) => s.units);
    const lessonRows = allUnits.flatMap((u) =>
      u.lessons.map((l, i) => ({
        slug: l.id,
        unitId: unitIds.get(u.id)!,
        serial: i + 1,
        title: l.title,
        xp: l.xp,
      })),
    );
    const lessonIds = bySlug(
      await upsert(tx, lessons, lessonRows, ['unit_id', 'serial', 'title', 'xp']),
    );

    const exerciseRows = allUnits.flatMap((u) =>
      u.lessons.flatMap((l) =>
        l.exercises.map((e, i) => ({
          slug: e.id,
          lessonId: lessonIds.get(l.id)!,
          serial: i + 1,
          type: e.type,
          feedback: e.feedback,
          payload: e.payload,
          skills: e.skills ?? [],
          refutations: e.refutations ?? [],
        })),
      ),
    );
    await upsert(tx, exercises, exerciseRows, [
      'lesson_id',
      'serial',
      'type',
      'feedback',
      'payload',
      'skills',
      'refutations',
    ]);

    let retired = 0;
    for (const [table, rows] of [
      [sections, sectionRows],
      [units, unitRows],
      [lessons, lessonRows],
      [exercises, exerciseRows],
    ] as const) {
      retired += await retireMissing(
        tx,
        table,
        rows.map((r) => r.slug),
        now,
      );
    }
    // Every process holds the outline in memory; a new version tells them to rebuild it.
    await tx.execute(sql`
      insert into content_state (id, version, updated_at) values (1, ${newContentVersion()}, ${now.toISOString()}::timestamptz)
      on conflict (id) do update set version = excluded.version, updated_at = excluded.updated_at`);
    return {
      sections: sectionRows.length,
      units: unitRows.length,
      lessons: lessonRows.length,
      exercises: exerciseRows.length,
      retired,
    };
  });
}

type ContentTable = typeof sections | typeof units | typeof lessons | typeof exercises;

async function upsert<T extends ContentTable>(
  tx: DbExecutor,
  table: T,
  rows: T['$inferInsert'][],
  columns: string[],
): Promise<{ id: number; slug: string }[]> {
  if (rows.length === 0) return [];
  const set: Record<string, unknown> = { retiredAt: null };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (columns.includes(column.name)) set[key] = excluded(column.name);
  }
  // Batches keep each statement well under PostgreSQL's parameter limit.
  const out: { id: number; slug: string }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const written = await tx
      .insert(table as PgTable)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: table.slug, set })
      .returning({ id: table.id, slug: table.slug });
    out.push(...(written as { id: number; slug: string }[]));
  }
  return out;
}

async function retireMissing(
  tx: DbExecutor,
  table: ContentTable,
  keep: string[],
  now: Date,
): Promise<number> {
  const where = keep.length
    ? and(isNull(table.retiredAt), notInArray(table.slug, keep))
    : isNull(table.retiredAt);
  const res = await tx
    .update(table)
    .set({ retiredAt: now })
    .where(where)
    .returning({ id: table.id });
  return res.length;
}

type SeedContext = { db: Db; log: FastifyBaseLogger };

/** The start-up seeder: loads the repository's content/. */
export async function seedCurriculum(ctx: SeedContext): Promise<void> {
  await loadContentFolder(ctx, contentFolder());
}

/** Loads a content folder when it holds any section file; null when it holds none. */
export async function loadContentFolder(
  ctx: SeedContext,
  dir: string | null,
): Promise<LoadSummary | null> {
  const content = dir ? readContent(dir) : [];
  // An empty or missing folder is a packaging mistake, not "delete the course": keep what is loaded.
  if (content.length === 0) {
    ctx.log.warn(
      { dir },
      'curriculum: no content files found; the loaded curriculum is left as it is',
    );
    return null;
  }
  // retired_at is a record of when content left the files, not a time rule: wall time is right.
  const summary = await loadCurriculum(ctx.db, content, new Date());
  ctx.log.info({ ...summary, dir }, 'curriculum loaded');
  return summary;
}
