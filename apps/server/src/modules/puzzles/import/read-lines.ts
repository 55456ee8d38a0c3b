import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
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

/** Opens a CSV (plain or .zst) as a byte stream; `bytesRead` counts file bytes, for progress. */
export function openCsv(file: string): { stream: Readable; bytesRead: () => number } {
  const raw = createReadStream(file);
  const bytesRead = () => raw.bytesRead;
  if (!file.endsWith('.zst')) return { stream: raw, bytesRead };
  const out = zstdDecompressor();
  raw.on('error', (err) => out.destroy(err));
  return { stream: raw.pipe(out), bytesRead };
}

/**
 * Lines of a stream, numbered from 1. The stream is pulled one chunk at a time, so a slow
 * consumer (the database) holds the file back instead of buffering it in memory.
 */
export async function* numberedLines(stream: Readable): AsyncGenerator<[number, string]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let n = 0;
  for await (const chunk of stream) {
    const parts = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = parts.pop()!;
    for (const line of parts) yield [++n, line.endsWith('\r') ? line.slice(0, -1) : line];
  }
  rest += decoder.end();
  if (rest) yield [++n, rest];
}
