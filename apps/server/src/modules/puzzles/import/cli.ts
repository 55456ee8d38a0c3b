// npm run puzzles:import -- FILE   (a Lichess puzzle export: .csv or .csv.zst)
// Loads into DATABASE_URL, or the embedded database in DATA_DIR (default ./data) when unset.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { openDatabase } from '../../../db/client.ts';
import { importPuzzles } from './importer.ts';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run puzzles:import -- FILE   (lichess_db_puzzle.csv or lichess_db_puzzle.csv.zst)',
  );
  process.exit(2);
}
let size: number;
try {
  size = statSync(file).size;
} catch {
  console.error(`Cannot read ${file}: no such file`);
  process.exit(2);
}

const url = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ url, dataDir: url ? undefined : path.join(dataDir, 'db') });
await database.migrate();
console.log(`Importing ${file} into ${url ? 'PostgreSQL' : `the embedded database in ${dataDir}`}`);

const bar = new cliProgress.SingleBar(
  {
    format:
      '{bar} {percentage}% | {rows} rows | {inserted} new | {updated} changed | {rejected} rejected | ETA {eta_formatted}',
  },
  cliProgress.Presets.shades_classic,
);
bar.start(size, 0, { rows: 0, inserted: 0, updated: 0, rejected: 0 });
const rejectLines: string[] = [];
const report = await importPuzzles(database.db, file, {
  onProgress: (bytes, r) =>
    bar.update(bytes, {
      rows: r.rows,
      inserted: r.inserted,
      updated: r.updated,
      rejected: r.rejected,
    }),
  onReject: (r) => rejectLines.push(`  line ${r.line}: ${r.reason}`),
});
bar.update(size);
bar.stop();
console.log(
  `${report.rows} rows read: ${report.inserted} new, ${report.updated} changed, ${report.unchanged} unchanged, ${report.rejected} rejected.`,
);
if (rejectLines.length)
  console.log(
    `Rejected rows:\n${rejectLines.slice(0, 200).join('\n')}${rejectLines.length > 200 ? `\n  … and ${rejectLines.length - 200} more` : ''}`,
  );
await database.close();
