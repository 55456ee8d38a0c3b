import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe('the server’s node flags', () => {
  it('are the ones `npm start` runs the server with', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(
      new RegExp(`\\bnode ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/server\\.js$`),
    );
  });
});
