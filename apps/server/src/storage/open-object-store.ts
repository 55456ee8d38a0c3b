import type { Config } from '../config.ts';
import { LocalStore } from './local-store.ts';
import { uploadsDir, type ObjectStore } from './object-store.ts';
import { S3Store } from './s3-store.ts';

/** The store the configuration asks for. The AWS SDK is loaded only when S3 is configured. */
export async function openObjectStore(config: Config): Promise<ObjectStore> {
  if (!config.s3) return new LocalStore(uploadsDir(config.dataDir));
  return S3Store.open(config.s3);
}
