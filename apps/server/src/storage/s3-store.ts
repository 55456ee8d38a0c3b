import type { Readable } from 'node:stream';
import type * as Sdk from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { ObjectStore, StoredObject } from './object-store.ts';

/** Objects in one bucket of an S3-compatible store (AWS S3, MinIO, R2, Ceph, …). */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: Sdk.S3Client;
  private readonly bucket: string;

  /** Loads the SDK here rather than at the top, so a process on local disk never pays for it. */
  static async open(config: S3Config): Promise<S3Store> {
    return new S3Store(await import('@aws-sdk/client-s3'), config);
  }

  private constructor(
    private readonly sdk: typeof Sdk,
    config: S3Config,
  ) {
    this.bucket = config.bucket;
    this.client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Path-style (endpoint/bucket/key) works on every S3-compatible server without
      // wildcard DNS for bucket subdomains.
      forcePathStyle: true,
      // Unset keys: the SDK's default chain (AWS_* variables, shared files, instance role).
      credentials: config.credentials,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the
      // SDK's newer default checksum headers and trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        // In Node the SDK's body is the HTTP response stream.
        body: res.Body as Readable,
        contentType: res.ContentType ?? 'application/octet-stream',
        size: res.ContentLength,
      };
    } catch (err) {
      if (err instanceof this.sdk.NoSuchKey) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success as well.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
