import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes `text` as an executable file `name` in a fresh temporary folder; returns its path. */
export function writeExecutable(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ascend-engine-')), name);
  writeFileSync(file, text);
  chmodSync(file, 0o755);
  return file;
}

/**
 * A fake UCI engine, a Node script: it answers the handshake (uci → uciok, isready → readyok)
 * and runs `answers[command]`, a JavaScript statement, for a line that starts with that command
 * (`go depth 4` is `go`); other lines it ignores. Returns its path, to start as a native binary.
 */
export function scriptedUciEngine(name: string, answers: Record<string, string>): string {
  const handlers = Object.entries(answers).map(
    ([command, statement]) =>
      `  else if (l.split(' ')[0] === ${JSON.stringify(command)}) ${statement};\n`,
  );
  return writeExecutable(
    name,
    `#!${process.execPath}\n` +
      `require('readline').createInterface({ input: process.stdin }).on('line', (l) => {\n` +
      `  if (l === 'uci') console.log('uciok');\n` +
      `  else if (l === 'isready') console.log('readyok');\n` +
      handlers.join('') +
      `});\n`,
  );
}
