import type { Readable } from 'node:stream';
import path from 'node:path';

/** A stored object as read back: its bytes as a stream, and the type it was stored with. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size?: number;
}

/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket when S3_BUCKET
 * is set (so every server process, on any machine, reads the same files). Keys are
 * slash-separated names chosen by the server (never by a client), e.g. `avatars/12-abc.png`.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The local store's folder: DATA_DIR/uploads (avatars are under uploads/avatars). */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
