import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver accepts only its own fixed key pair (and checks request signatures with it). */
const KEY = 'S3RVER';

export interface TestS3 {
  /** The S3_* variables that point an app at this server. */
  env: Record<string, string>;
  bucket: string;
  /** An SDK client of its own, to look at the bucket past the app. */
  client: S3Client;
  /** The bytes stored under key, or null when there is no such object. */
  read(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/**
 * An S3-speaking server (s3rver) in this process, on an ephemeral port, keeping its
 * objects in a temporary folder, with one empty bucket.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ascend-s3-'));
  const bucket = 'ascend-avatars';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    bucket,
    client,
    async read(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
