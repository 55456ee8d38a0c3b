import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { announcement } from './routes.ts';

const config = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(32),
    DATA_DIR: '/tmp/ascend-announcement',
    ...env,
  });

describe('announcement text', () => {
  it('uses ANNOUNCEMENT_TITLE and ANNOUNCEMENT_BODY when set', () => {
    const a = announcement(config({ ANNOUNCEMENT_TITLE: 'Hello', ANNOUNCEMENT_BODY: 'World' }));
    expect([a.title, a.body]).toEqual(['Hello', 'World']);
  });

  it('keeps the default words true to the configured dates and limit', () => {
    const a = announcement(
      config({
        RELEASE_AT: '2026-01-02T00:00:00Z',
        PROMO_START: '2025-12-01T00:00:00Z',
        PROMO_END: '2025-12-22T00:00:00Z',
        PROMO_LIMIT: '50',
      }),
    );
    expect(a.title).toBe('Orion and our mobile apps arrive January 2nd 2026');
    expect(a.body).toContain('The first 50 learners');
    expect(a.body).toContain('between December 1 and December 21');
  });
});
