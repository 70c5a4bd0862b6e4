/** The Razorpay gateway's refund carries the idempotency key, against a loopback stand-in for the API. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { razorpayGateway, refundIdempotencyKey } from './gateway';

interface Seen {
  url: string;
  authorization: string;
  key: string;
  body: unknown;
}

async function standIn(answer: (seen: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const entry: Seen = {
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        key: String(request.headers['x-refund-idempotency'] ?? ''),
        body: JSON.parse(raw || 'null'),
      };
      seen.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    api: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('razorpayGateway refund', () => {
  it('sends X-Refund-Idempotency with the key, the amount in paise and the keys as basic auth', async () => {
    const api = await standIn(() => ({ status: 200, body: { id: 'rfnd_1', entity: 'refund', amount: 45900 } }));
    try {
      const gateway = razorpayGateway('rzp_test_key', 'secret', api.api);
      const key = refundIdempotencyKey('pay_ABC123');
      expect(await gateway.refund('pay_ABC123', 45900, key)).toEqual({ id: 'rfnd_1', amountPaise: 45900 });
      expect(api.seen).toEqual([
        {
          url: '/v1/payments/pay_ABC123/refund',
          authorization: `Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`,
          key: 'refund-pay_ABC123',
          body: { amount: 45900 },
        },
      ]);
    } finally {
      await api.close();
    }
  });

  it('a refusal rejects as the SDK does, with the provider’s description', async () => {
    const api = await standIn(() => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } },
    }));
    try {
      const gateway = razorpayGateway('rzp_test_key', 'secret', api.api);
      await expect(gateway.refund('pay_1', 100, refundIdempotencyKey('pay_1'))).rejects.toEqual({
        statusCode: 400,
        error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
      });
    } finally {
      await api.close();
    }
  });

  it('the key is at least 10 characters of letters, digits, - and _, whatever the payment id', () => {
    expect(refundIdempotencyKey('pay_1')).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(refundIdempotencyKey('pay/with spaces')).toBe('refund-pay-with-spaces');
  });
});
