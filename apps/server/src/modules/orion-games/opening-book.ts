import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchOpening, openingBook, type Opening, type OpeningBook } from '@ascend/chess';
import { contentFolder } from '../curriculum/index.ts';

/**
 * content/openings/book.json (Lichess chess-openings, CC0; ADR 0034), read once per process:
 * immutable data shipped with the content, like the curriculum outline. A missing book names
 * no opening rather than failing an analysis.
 */
let held: OpeningBook | null = null;

function load(dir = contentFolder()): OpeningBook {
  if (!dir) return openingBook([]);
  try {
    const file = JSON.parse(readFileSync(path.join(dir, 'openings', 'book.json'), 'utf8')) as {
      rows: [string, string, string, number][];
    };
    return openingBook(file.rows);
  } catch {
    return openingBook([]);
  }
}

/** The opening of a game given the positions after each of its moves. */
export function openingOf(fensAfter: readonly string[]): Opening | null {
  held ??= load();
  return matchOpening(held, fensAfter);
}
