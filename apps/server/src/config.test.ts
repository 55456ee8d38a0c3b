import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/ascend-config-test', JWT_SECRET: 'x'.repeat(32) };

describe('object storage configuration', () => {
  it('is local disk unless S3_BUCKET is set', () => {
    expect(loadConfig(base).s3).toBeNull();
  });

  it('takes the endpoint, region and keys with the bucket', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'ascend-avatars',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'ascend-avatars',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it("leaves endpoint and keys to AWS S3 and the SDK's default credentials when unset", () => {
    const config = loadConfig({ ...base, S3_BUCKET: 'ascend-avatars', S3_REGION: 'eu-west-1' });
    expect(config.s3).toEqual({
      bucket: 'ascend-avatars',
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: required when S3_ENDPOINT'],
    [{ S3_BUCKET: 'ascend-avatars', S3_ACCESS_KEY_ID: 'id' }, 'set both, or neither'],
    [{ S3_BUCKET: 'ascend-avatars', S3_SECRET_ACCESS_KEY: 's' }, 'set both, or neither'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET must be a bucket name'],
    [
      { S3_BUCKET: 'ascend-avatars', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http:// or https:// URL',
    ],
  ])('refuses %j at boot with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('crash-test settings', () => {
  it('takes FAULT_KILL_IN_ROLLOVER outside production and refuses it in production', () => {
    expect(
      loadConfig({ ...base, FAULT_KILL_IN_ROLLOVER: 'mail-batch' }).FAULT_KILL_IN_ROLLOVER,
    ).toBe('mail-batch');
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', FAULT_KILL_IN_ROLLOVER: 'ranked' }),
    ).toThrow('FAULT_KILL_IN_ROLLOVER: not allowed when NODE_ENV=production');
    expect(() => loadConfig({ ...base, FAULT_KILL_IN_ROLLOVER: 'sometimes' })).toThrow(
      'FAULT_KILL_IN_ROLLOVER',
    );
  });
});

describe('outbound address guard settings', () => {
  it('takes TEST_OUTBOUND_ALLOW outside production and refuses it in production', () => {
    expect(
      loadConfig({ ...base, TEST_OUTBOUND_ALLOW: '127.0.0.1, ::1,10.0.0.0/8' }).TEST_OUTBOUND_ALLOW,
    ).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', TEST_OUTBOUND_ALLOW: '127.0.0.1' }),
    ).toThrow('TEST_OUTBOUND_ALLOW: not allowed when NODE_ENV=production');
  });

  it.each(['localhost', '10.0.0.0/33', '::1/129', '127.0.0.1/8/1', '10.0.0.0/x'])(
    'refuses TEST_OUTBOUND_ALLOW=%s with a message naming the variable',
    (value) => {
      expect(() => loadConfig({ ...base, TEST_OUTBOUND_ALLOW: value })).toThrow(
        'TEST_OUTBOUND_ALLOW must be IP addresses or CIDR blocks',
      );
    },
  );
});

describe('shutdown drain', () => {
  it('defaults SHUTDOWN_DRAIN_SECONDS to 0 and refuses a negative or fractional value', () => {
    expect(loadConfig(base).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_SECONDS: '15' }).SHUTDOWN_DRAIN_SECONDS).toBe(15);
    for (const bad of ['-1', '1.5', '301', 'soon'])
      expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_SECONDS: bad })).toThrow(
        'SHUTDOWN_DRAIN_SECONDS',
      );
  });
});

describe('metrics settings', () => {
  it('takes METRICS_PORT and METRICS_TOKEN, both unset by default', () => {
    const unset = loadConfig(base);
    expect([unset.METRICS_PORT, unset.METRICS_TOKEN]).toEqual([undefined, undefined]);
    const config = loadConfig({ ...base, METRICS_PORT: '9464', METRICS_TOKEN: 't'.repeat(16) });
    expect(config).toMatchObject({ METRICS_PORT: 9464, METRICS_TOKEN: 't'.repeat(16) });
  });

  it.each([
    [{ METRICS_PORT: '3000', PORT: '3000' }, 'METRICS_PORT: must differ from PORT'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('analysis engine settings', () => {
  it('uses the lite WASM build unless told otherwise, and takes STOCKFISH_PATH only when it names an executable file', () => {
    const c = loadConfig(base);
    expect(c.STOCKFISH_PATH).toBeUndefined();
    expect(c.ORION_ENGINE_BUILD).toBe('lite');
    expect(loadConfig({ ...base, ORION_ENGINE_BUILD: 'full' }).ORION_ENGINE_BUILD).toBe('full');
    expect(() => loadConfig({ ...base, ORION_ENGINE_BUILD: 'huge' })).toThrow('ORION_ENGINE_BUILD');
    expect(loadConfig({ ...base, STOCKFISH_PATH: '/bin/sh' }).STOCKFISH_PATH).toBe('/bin/sh');
    const plain = path.join(mkdtempSync(path.join(tmpdir(), 'ascend-config-')), 'stockfish');
    writeFileSync(plain, 'not a program', { mode: 0o644 });
    for (const bad of ['/nonexistent/stockfish', plain, tmpdir()])
      expect(() => loadConfig({ ...base, STOCKFISH_PATH: bad })).toThrow(
        'STOCKFISH_PATH must name an executable file',
      );
  });
});
