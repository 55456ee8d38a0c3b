import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and API conventions', () => {
  it('reports ok with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API path with the JSON error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route GET /api/nope/' },
    });
  });

  it('sends security headers on answers, errors and the web app', async () => {
    for (const url of ['/api/health', '/api/nope/', '/', '/app/learn']) {
      const res = await t.app.inject({ method: 'GET', url });
      const h = res.headers;
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['content-security-policy'], url).toContain("default-src 'self'");
      expect(h['content-security-policy'], url).toContain(
        "script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com https://checkout.flutterwave.com",
      );
      expect(h['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(h['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(h['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(h['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(h['referrer-policy'], url).toBe('no-referrer');
      expect(h['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(h['cross-origin-embedder-policy'], url).toBeUndefined();
      expect(h['x-powered-by'], url).toBeUndefined();
      expect(h['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
    expect(Object.keys(res.json().paths['/api/ready'].get.responses)).toEqual(['200', '503']);
  });
});

describe('row ids in paths', () => {
  it('refuses an id larger than the id columns hold with a 400, not a database error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/2147483648' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { id: 'id is too large' },
    });
  });
});
