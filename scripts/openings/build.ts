/*
 * Builds content/openings/book.json from the Lichess chess-openings TSV files (CC0):
 * every line's final position (its key: placement, side, castling, en passant, as chess.js
 * writes a FEN) with its ECO code, name and length in plies. Usage:
 *   npx tsx scripts/openings/build.ts <folder with a.tsv … e.tsv> <commit>
 * or, from a git copy of the repository: --git <git dir> (reads HEAD's files and commit).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Chess } from 'chess.js';
import { positionKey } from '../../packages/chess/src/analysis/opening.ts';

const FILES = ['a.tsv', 'b.tsv', 'c.tsv', 'd.tsv', 'e.tsv'];
const out = path.resolve(import.meta.dirname, '../../content/openings/book.json');

function sources(): { text: string[]; commit: string } {
  const [first, second] = process.argv.slice(2);
  if (first === '--git' && second) {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', second, ...args], { encoding: 'utf8' });
    return {
      text: FILES.map((f) => git('show', `HEAD:${f}`)),
      commit: git('rev-parse', '--short', 'HEAD').trim(),
    };
  }
  if (!first || !second) throw new Error('usage: build.ts <folder> <commit> | --git <git dir>');
  return { text: FILES.map((f) => readFileSync(path.join(first, f), 'utf8')), commit: second };
}

const { text, commit } = sources();
const rows: [string, string, string, number][] = [];
const seen = new Map<string, string>();
for (const file of text)
  for (const line of file.split('\n').slice(1)) {
    if (!line.trim()) continue;
    const [eco, name, pgn] = line.split('\t');
    const chess = new Chess();
    const sans = pgn!
      .replace(/\d+\.\s*/g, '')
      .trim()
      .split(/\s+/);
    for (const san of sans) chess.move(san);
    const key = positionKey(chess.fen());
    // The book has one name per position; a repeat would be a defect of the source.
    if (seen.has(key)) throw new Error(`${name} repeats the position of ${seen.get(key)}`);
    seen.set(key, name!);
    rows.push([key, eco!, name!, sans.length]);
  }
rows.sort((a, b) => a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]));
const book = {
  source: 'https://github.com/lichess-org/chess-openings',
  commit,
  licence: 'CC0-1.0',
  rows,
};
writeFileSync(
  out,
  `{"source":${JSON.stringify(book.source)},"commit":"${commit}","licence":"CC0-1.0","rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`,
);
console.log(`${rows.length} positions → ${path.relative(process.cwd(), out)}`);
