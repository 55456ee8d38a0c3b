import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlutterwaveProvider } from './flutterwave-provider.ts';
import {
  startFakeFlutterwave,
  type FakeFlutterwave,
} from '../../test/support/payments/fake-flutterwave.ts';

let fake: FakeFlutterwave;
let provider: FlutterwaveProvider;

beforeAll(async () => {
  fake = await startFakeFlutterwave('FLWSECK_TEST-secret');
  provider = new FlutterwaveProvider({
    secret: 'FLWSECK_TEST-secret',
    publicKey: 'FLWPUBK_TEST-public',
    apiUrl: fake.url,
  });
});
afterAll(() => fake.close());

describe('Flutterwave verification (v3 verify_by_reference)', () => {
  it('reads a successful charge with the secret key as bearer token', async () => {
    fake.set('asc_ok', { id: 4815162, status: 'successful', amount: 76.33, currency: 'USD' });
    expect(await provider.verify('asc_ok')).toEqual({
      status: 'successful',
      amount: 76.33,
      currency: 'USD',
      reference: 'asc_ok',
      providerTxId: '4815162',
    });
    expect(fake.requests.at(-1)).toEqual({
      path: '/v3/transactions/verify_by_reference?tx_ref=asc_ok',
      authorization: 'Bearer FLWSECK_TEST-secret',
    });
  });

  it('maps failed and pending charges', async () => {
    fake.set('asc_failed', { id: 1, status: 'failed', amount: 76.33, currency: 'USD' });
    fake.set('asc_pending', { id: 2, status: 'pending', amount: 76.33, currency: 'USD' });
    expect((await provider.verify('asc_failed')).status).toBe('failed');
    expect((await provider.verify('asc_pending')).status).toBe('pending');
  });

  it('reports an unknown reference as not found', async () => {
    expect((await provider.verify('asc_unknown')).status).toBe('not_found');
  });

  it('turns a wrong key or an unreachable API into PAYMENT_PROVIDER_ERROR', async () => {
    const wrongKey = new FlutterwaveProvider({ secret: 'wrong', publicKey: 'p', apiUrl: fake.url });
    await expect(wrongKey.verify('asc_ok')).rejects.toMatchObject({
      status: 502,
      code: 'PAYMENT_PROVIDER_ERROR',
    });
    const down = new FlutterwaveProvider({
      secret: 's',
      publicKey: 'p',
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(down.verify('asc_ok')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
  });
});
