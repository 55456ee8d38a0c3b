import type { Db } from '../../../db/client.ts';
import { recountThemes, syncThemeCatalogue, upsertPuzzles, type PuzzleRow } from '../store.ts';
import { parseRow } from './parse-row.ts';
import { numberedLines, openCsv } from './read-lines.ts';

export interface Reject {
  line: number;
  reason: string;
}

export interface ImportReport {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** The first 10,000 rejects, with line numbers counted from 1 (the header is line 1). */
  rejects: Reject[];
}

export interface ImportOptions {
  batchSize?: number;
  /** Called after each batch with compressed bytes read so far. */
  onProgress?: (bytesRead: number, report: ImportReport) => void;
  onReject?: (reject: Reject) => void;
}

/** Streams a Lichess puzzle export into the database in batches; bad rows are reported and skipped. */
export async function importPuzzles(
  db: Db,
  file: string,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  const batchSize = Math.min(opts.batchSize ?? 1000, 5000); // 5,000 × 12 columns stays under the bind-parameter limit
  const report: ImportReport = {
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejects: [],
  };
  await syncThemeCatalogue(db);
  const { stream, bytesRead } = openCsv(file);
  let batch: PuzzleRow[] = [];
  const flush = async () => {
    const counts = await upsertPuzzles(db, batch);
    report.inserted += counts.inserted;
    report.updated += counts.updated;
    report.unchanged += counts.unchanged;
    batch = [];
    opts.onProgress?.(bytesRead(), report);
  };
  for await (const [n, line] of numberedLines(stream)) {
    if (line.trim() === '' || (n === 1 && line.startsWith('PuzzleId,'))) continue;
    report.rows++;
    const parsed = parseRow(line);
    if (!parsed.ok) {
      report.rejected++;
      const reject = { line: n, reason: parsed.reason };
      if (report.rejects.length < 10_000) report.rejects.push(reject);
      opts.onReject?.(reject);
      continue;
    }
    batch.push(parsed.row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  if (report.inserted + report.updated > 0) await recountThemes(db);
  return report;
}
