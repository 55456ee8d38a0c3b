import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, globalAgent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PushDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service for tests: an HTTPS server (web-push only speaks HTTPS) with a certificate
 * made for this run and trusted by this process, which records every message and answers
 * 201 Created — or 410 Gone for endpoints under /gone/, as a push service does for a
 * subscription the browser dropped.
 */
export async function startPushServiceDouble() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-double-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pem = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  const deliveries: PushDelivery[] = [];
  const server: Server = createServer(pem, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // web-push sends through the default agent: trust our certificate there, for this process only.
  const previousCa = globalAgent.options.ca;
  globalAgent.options.ca = pem.cert;
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    deliveries,
    async close() {
      globalAgent.options.ca = previousCa;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
