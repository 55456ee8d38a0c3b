import { mkdir, open, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore, StoredObject } from './object-store.ts';

// Local files carry no metadata, so the type is read back from the key's extension.
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Objects as files under one folder (DATA_DIR/uploads): the single-machine default. */
export class LocalStore implements ObjectStore {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  /** The file of a key; keys that would leave the folder are refused. */
  private file(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Object key outside the store: ${key}`);
    }
    return file;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    const handle = await open(this.file(key), 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!handle) return null;
    const { size } = await handle.stat();
    return {
      body: handle.createReadStream(),
      contentType: TYPES[path.extname(key)] ?? 'application/octet-stream',
      size,
    };
  }

  async delete(key: string): Promise<void> {
    await unlink(this.file(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async close(): Promise<void> {}
}
