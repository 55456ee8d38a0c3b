import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { createTestDatabase, resetDatabase } from '../../../../test/harness.ts';
import { importPuzzles } from './importer.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../../..');
const sample = path.resolve(repoRoot, 'fixtures/lichess-puzzles/puzzles-2000.csv');
const tmp = mkdtempSync(path.join(tmpdir(), 'ascend-import-'));
const lines = readFileSync(sample, 'utf8').trim().split('\n');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const count = async (q: ReturnType<typeof sql>) =>
  Number((await database.db.execute<{ n: number }>(q)).rows[0]!.n);
const fingerprint = () =>
  database.db
    .execute<{ h: string }>(
      sql`select md5(string_agg(p::text, '|' order by id)) as h from puzzles p`,
    )
    .then((r) => r.rows[0]!.h);

describe('puzzle importer', () => {
  it('imports all 2,000 rows of the Lichess fixture, and a second run changes nothing', async () => {
    const report = await importPuzzles(database.db, sample);
    expect(report).toMatchObject({ rows: 2000, inserted: 2000, updated: 0, rejected: 0 });
    expect(await count(sql`select count(*) as n from puzzles`)).toBe(2000);
    const smothered = await count(
      sql`select puzzle_count as n from puzzle_themes where key = 'smotheredMate'`,
    );
    expect(smothered).toBe(
      await count(sql`select count(*) as n from puzzles where 'smotheredMate' = any(themes)`),
    );
    const [row] = (
      await database.db.execute<{ moves: string[]; themes: string[]; difficulty: number }>(
        sql`select moves, themes, difficulty from puzzles where id = 'zcopP'`,
      )
    ).rows;
    expect(row).toEqual({
      moves: ['d5e4', 'd2d8', 'c8d8', 'd1d8'],
      themes: ['backRankMate', 'endgame', 'mate', 'mateIn2', 'sacrifice', 'short'],
      difficulty: 0,
    });

    // Re-running (on a slice, to keep the test quick) leaves every row as it was.
    const before = await fingerprint();
    const slice = path.join(tmp, 'slice.csv');
    writeFileSync(slice, `${lines.slice(0, 1001).join('\n')}\n`);
    const again = await importPuzzles(database.db, slice);
    expect(again).toMatchObject({
      rows: 1000,
      inserted: 0,
      updated: 0,
      unchanged: 1000,
      rejected: 0,
    });
    expect(await fingerprint()).toBe(before);
  }, 600_000);

  it('reports each bad row of a corrupted copy by line and reason, and imports the rest', async () => {
    await resetDatabase(database);
    const rows = lines.slice(0, 41);
    const broken = (i: number, f: (cols: string[]) => string[]) =>
      (rows[i] = f(rows[i]!.split(',')).join(','));
    broken(3, (c) => [c[0]!, '8/8/8/8/8/8/8/8 w - - 0 1', ...c.slice(2)]); // no kings
    broken(7, (c) => [c[0]!, c[1]!, `${c[2]!.split(' ')[0]} a1a8`, ...c.slice(3)]); // illegal second move
    broken(11, (c) => c.slice(0, 6)); // short row
    broken(15, (c) => [...c.slice(0, 7), `${c[7]} fianchettoTrick`, ...c.slice(8)]); // unknown theme
    broken(19, (c) => [c[0]!, c[1]!, c[2]!, 'high', ...c.slice(4)]); // rating not a number
    const file = path.join(tmp, 'corrupted.csv');
    writeFileSync(file, `${rows.join('\n')}\n`);
    const report = await importPuzzles(database.db, file);
    expect(report.rejects).toEqual([
      { line: 4, reason: expect.stringMatching(/^FEN is not a legal position: .*king/i) },
      { line: 8, reason: 'move 2 (a1a8) is illegal in that position' },
      { line: 12, reason: 'expected 10 or 11 columns, found 6' },
      { line: 16, reason: 'unknown theme "fianchettoTrick"' },
      { line: 20, reason: 'Rating "high" is not a whole number' },
    ]);
    expect(report).toMatchObject({ rows: 40, inserted: 35, rejected: 5 });
    expect(await count(sql`select count(*) as n from puzzles`)).toBe(35);
  }, 600_000);

  it('streams a .csv.zst export in the 11-column format with DailyDate', async () => {
    await resetDatabase(database);
    const report = await importPuzzles(
      database.db,
      path.join(here, 'fixtures/sample-daily.csv.zst'),
    );
    expect(report).toMatchObject({ rows: 199, inserted: 199, rejected: 0 });
  }, 600_000);

  it('decompresses a .zst made by the zstd tool when it is installed', async () => {
    // The whole fixture; the committed .zst covers machines without zstd.
    const csv = path.join(tmp, 'part.csv');
    writeFileSync(csv, `${lines.join('\n')}\n`);
    let zst: string | null = path.join(tmp, 'part.csv.zst');
    try {
      execFileSync('zstd', ['-q', '-3', '-f', csv, '-o', zst]);
    } catch {
      zst = null;
    }
    await resetDatabase(database);
    const file = zst ?? path.join(here, 'fixtures/sample-daily.csv.zst');
    const report = await importPuzzles(database.db, file, { batchSize: 500 });
    expect(report.rejected).toBe(0);
    expect(report.inserted).toBe(zst ? 2000 : 199);
  }, 600_000);
});
