import { createServer, request as httpsRequest, type Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTrap, type Trap } from '../../../test/local-trap.ts';
import { selfSignedCert } from '../../../test/self-signed-cert.ts';
import { OutboundGuard, OutboundRefused, requestPublic, type Resolve } from './index.ts';

/** Real TCP listeners on the loopback addresses: nothing below may ever reach them. */
let v4: Trap;
let v6: Trap;
beforeAll(async () => {
  v4 = await openTrap('127.0.0.1');
  v6 = await openTrap('::1');
});
afterAll(async () => {
  expect(v4.accepted + v6.accepted).toBe(0);
  await v4.close();
  await v6.close();
});

const PUBLIC = '93.184.215.14';
const dns =
  (names: Record<string, string[]>): Resolve =>
  async (host) =>
    names[host] ?? Promise.reject(new Error(`ENOTFOUND ${host}`));

/** A request straight through the guard's agent, skipping `assertPublicUrl`: the connect-time check alone. */
function throughAgent(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { agent, timeout: 5000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

async function expectRefused(guard: OutboundGuard, url: string, why: string | RegExp) {
  const up = guard.assertPublicUrl(url);
  await expect(up).rejects.toBeInstanceOf(OutboundRefused);
  await expect(up).rejects.toThrow(why);
  await expect(requestPublic(guard, url)).rejects.toBeInstanceOf(OutboundRefused);
  await expect(throughAgent(url, guard.agent)).rejects.toBeInstanceOf(OutboundRefused);
  expect(v4.accepted + v6.accepted, url).toBe(0);
}

describe('the outbound address guard', () => {
  const guard = new OutboundGuard({
    resolve: dns({
      'push.evil.test': ['127.0.0.1'],
      'six.evil.test': ['::1'],
      'metadata.evil.test': ['169.254.169.254'],
      'mixed.evil.test': [PUBLIC, '::1'],
    }),
  });

  it.each([
    ['127.0.0.1', () => `https://127.0.0.1:${v4.port}/push`, 'loopback'],
    ['127.1 (short form)', () => `https://127.1:${v4.port}/`, 'loopback'],
    ['2130706433 (decimal)', () => `https://2130706433:${v4.port}/`, 'loopback'],
    ['0x7f.0.0.1 (hex)', () => `https://0x7f.0.0.1:${v4.port}/`, 'loopback'],
    ['0.0.0.0', () => `https://0.0.0.0:${v4.port}/`, 'unspecified'],
    ['[::1]', () => `https://[::1]:${v6.port}/`, 'loopback'],
    ['[::]', () => `https://[::]:${v6.port}/`, 'unspecified'],
    ['[::ffff:127.0.0.1]', () => `https://[::ffff:127.0.0.1]:${v4.port}/`, 'loopback'],
    ['[64:ff9b::127.0.0.1] (NAT64)', () => `https://[64:ff9b::7f00:1]:${v4.port}/`, 'loopback'],
    ['[2002:7f00:1::] (6to4)', () => `https://[2002:7f00:1::]:${v4.port}/`, 'loopback'],
    ['10.0.0.1', () => 'https://10.0.0.1/', 'private'],
    ['192.168.0.1', () => 'https://192.168.0.1/', 'private'],
    ['169.254.169.254 (cloud metadata)', () => 'https://169.254.169.254/latest/', 'link-local'],
    ['[fd00::1]', () => 'https://[fd00::1]/', 'unique-local'],
    ['[fe80::1]', () => 'https://[fe80::1]/', 'link-local'],
    ['[ff02::1]', () => 'https://[ff02::1]/', 'multicast'],
  ])('refuses the address %s without connecting', async (_, url, why) => {
    await expectRefused(guard, url(), why);
  });

  it.each([
    ['a name that resolves to 127.0.0.1', () => `https://push.evil.test:${v4.port}/`, 'loopback'],
    ['a name that resolves to ::1', () => `https://six.evil.test:${v6.port}/`, 'loopback'],
    ['a name for the metadata address', () => 'https://metadata.evil.test/', 'link-local'],
    [
      'a name with one public and one private address',
      () => `https://mixed.evil.test:${v6.port}/`,
      '(::1)',
    ],
  ])('refuses %s without connecting', async (_, url, why) => {
    await expectRefused(guard, url(), why);
  });

  it('refuses localhost through the system resolver', async () => {
    await expectRefused(new OutboundGuard(), `https://localhost:${v4.port}/`, 'loopback');
  });

  it('refuses plain http and names that do not resolve, saying which', async () => {
    await expect(guard.assertPublicUrl(`http://${PUBLIC}/`)).rejects.toMatchObject({
      reason: 'scheme',
      message: 'Only https:// addresses are allowed.',
    });
    await expect(guard.assertPublicUrl('https://nowhere.test/')).rejects.toMatchObject({
      reason: 'unresolved',
      message: 'The address nowhere.test could not be found.',
    });
    await expect(guard.assertPublicUrl('not a url')).rejects.toMatchObject({ reason: 'scheme' });
  });

  it('accepts a public address and a name whose every address is public', async () => {
    const named = new OutboundGuard({
      resolve: dns({ 'push.example.com': [PUBLIC, '2606:4700::1'] }),
    });
    await expect(named.assertPublicUrl('https://push.example.com/x')).resolves.toBeInstanceOf(URL);
    await expect(named.assertPublicUrl(`https://${PUBLIC}/x`)).resolves.toBeInstanceOf(URL);
  });

  it('refuses at connect time a name that answers public when checked and private when connecting (DNS rebinding)', async () => {
    let asked = 0;
    const rebinding = new OutboundGuard({
      resolve: async () => (asked++ === 0 ? [PUBLIC] : ['127.0.0.1']),
    });
    const url = `https://rebind.evil.test:${v4.port}/`;
    await expect(rebinding.assertPublicUrl(url)).resolves.toBeInstanceOf(URL);
    await expect(throughAgent(url, rebinding.agent)).rejects.toThrow(/loopback/);

    asked = 0;
    await expect(requestPublic(rebinding, url)).rejects.toThrow(/loopback/);
    expect(asked).toBe(2);
    expect(v4.accepted).toBe(0);
  });
});

describe('requests through the guard to an allowed server', () => {
  // 127.0.0.1 is let through here (as TEST_OUTBOUND_ALLOW does for tests) so a real HTTPS
  // server can answer: the guard lets traffic through when it should, and checks redirects.
  let server: Server;
  let origin: string;
  const guard = new OutboundGuard({ allow: ['127.0.0.1'] });
  beforeAll(async () => {
    const pem = selfSignedCert('127.0.0.1');
    guard.agent.options.ca = pem.cert;
    server = createServer(pem, (req, res) => {
      const to = new URL(req.url ?? '/', 'https://x').searchParams.get('to');
      if (to) res.writeHead(302, { location: to }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    guard.agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers through the guard', async () => {
    const res = await requestPublic(guard, `${origin}/games`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('does not follow a redirect unless asked, and never to a private address', async () => {
    const toLoopback = `${origin}/?to=${encodeURIComponent(`https://[::1]:${v6.port}/`)}`;
    const res = await requestPublic(guard, toLoopback);
    expect(res.status).toBe(302);
    await expect(requestPublic(guard, toLoopback, { maxRedirects: 3 })).rejects.toThrow(
      /::1 is a loopback address/,
    );
    const toHttp = `${origin}/?to=${encodeURIComponent(`http://127.0.0.1:${v4.port}/`)}`;
    await expect(requestPublic(guard, toHttp, { maxRedirects: 3 })).rejects.toThrow(/https/);
    const followed = await requestPublic(
      guard,
      `${origin}/?to=${encodeURIComponent(`${origin}/b`)}`,
      {
        maxRedirects: 1,
      },
    );
    expect(followed).toMatchObject({ status: 200, url: `${origin}/b` });
    expect(v4.accepted + v6.accepted).toBe(0);
  });
});
