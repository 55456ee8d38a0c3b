import { createServer, type Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCert } from '../../self-signed-cert.ts';

export interface PushDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service for tests: an HTTPS server (web-push only speaks HTTPS) with a certificate
 * made for this run (trusted by the agent given to `trustIn`), which records every message and answers
 * 201 Created — or 410 Gone for endpoints under /gone/, as a push service does for a
 * subscription the browser dropped.
 */
export async function startPushServiceDouble() {
  const pem = selfSignedCert('127.0.0.1');
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
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    deliveries,
    /**
     * Makes an agent (the app's outbound guard agent, which web-push sends through) trust
     * this double's certificate. The app must also let 127.0.0.1 through: TEST_OUTBOUND_ALLOW.
     */
    trustIn(agent: Agent) {
      agent.options.ca = pem.cert;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
