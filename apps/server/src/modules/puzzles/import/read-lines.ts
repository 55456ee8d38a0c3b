import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { Decompress } from 'fzstd';

/** A Transform that decompresses a Zstandard stream chunk by chunk (fzstd, pure JS). */
export function zstdDecompressor(): Transform {
  const t: Transform = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      try {
        decoder.push(chunk);
        cb();
      } catch (err) {
        cb(err as Error);
      }
    },
    flush(cb) {
      try {
        decoder.push(new Uint8Array(0), true);
        cb();
      } catch (err) {
        cb(err as Error);
      }
    },
  });
  const decoder = new Decompress((data) => t.push(Buffer.from(data)));
  return t;
}

/** Opens a CSV (plain or .zst) as a byte stream; `onBytes` reports compressed bytes read, for progress. */
export function openCsv(file: string, onBytes?: (n: number) => void): Readable {
  const raw = createReadStream(file);
  if (onBytes) raw.on('data', (chunk) => onBytes(chunk.length));
  if (!file.endsWith('.zst')) return raw;
  const out = zstdDecompressor();
  raw.on('error', (err) => out.destroy(err));
  return raw.pipe(out);
}

/** Lines of a stream, numbered from 1, without loading the whole file. */
export async function* numberedLines(stream: Readable): AsyncGenerator<[number, string]> {
  let n = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) yield [++n, line];
}
