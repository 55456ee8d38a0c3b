import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCharge {
  id: number;
  status: string;
  amount: number;
  currency: string;
  /** Lets a test make the API answer with another reference than the one asked for. */
  tx_ref?: string;
}

export interface FakeFlutterwave {
  url: string;
  requests: { path: string; authorization: string | undefined }[];
  set(reference: string, charge: FakeCharge): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for Flutterwave's v3 API for tests: GET /v3/transactions/verify_by_reference
 * and GET /v3/transactions/{id}/verify, bearer-authenticated, answering the documented
 * `{ status: 'success', message, data: { id, tx_ref, status, amount, currency, customer } }`.
 */
export async function startFakeFlutterwave(secret: string): Promise<FakeFlutterwave> {
  const charges = new Map<string, FakeCharge>();
  const requests: FakeFlutterwave['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${secret}`)
      return send(401, { status: 'error', message: 'Invalid authorization key', data: null });
    const url = new URL(req.url ?? '/', 'http://fake');
    const byId = /^\/v3\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    let reference: string | undefined;
    if (url.pathname === '/v3/transactions/verify_by_reference')
      reference = url.searchParams.get('tx_ref') ?? undefined;
    else if (byId) reference = [...charges].find(([, c]) => String(c.id) === byId[1])?.[0];
    else return send(404, { status: 'error', message: 'Not found', data: null });
    const charge = reference ? charges.get(reference) : undefined;
    if (!reference || !charge)
      return send(400, {
        status: 'error',
        message: 'No transaction was found for this id',
        data: null,
      });
    send(200, {
      status: 'success',
      message: 'Transaction fetched successfully',
      data: {
        id: charge.id,
        tx_ref: charge.tx_ref ?? reference,
        flw_ref: `FLW-MOCK-${charge.id}`,
        amount: charge.amount,
        currency: charge.currency,
        charged_amount: charge.amount,
        status: charge.status,
        payment_type: 'card',
        customer: { email: 'buyer@example.com' },
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set: (reference, charge) => charges.set(reference, charge),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
