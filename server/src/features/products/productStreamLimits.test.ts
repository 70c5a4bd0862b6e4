import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { STREAMS_FULL_MESSAGE, TOO_MANY_STREAMS_MESSAGE } from './productStream';
import { pollUntil } from '../../test/poll';

interface Opened {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Promise<string>;
  close: () => void;
}

/** Opens the product stream over a real socket from `localAddress` (any 127.x address is loopback). */
function openStream(port: number, localAddress: string, headers: http.OutgoingHttpHeaders = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: PRODUCT_API_PATHS.stream, localAddress, headers };
    const request = http.get(options, (response) => {
      let text = '';
      const body = new Promise<string>((done) => {
        response.on('data', (chunk: Buffer) => (text += String(chunk)));
        response.on('end', () => done(text));
        response.on('close', () => done(text));
      });
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

describe('product stream: open connections are capped', () => {
  let fixture: AppFixture;
  let port: number;
  const opened: Opened[] = [];
  beforeEach(async () => {
    fixture = makeApp({ env: { STREAM_MAX_PER_IP: '2', STREAM_MAX_TOTAL: '3' } });
    await fixture.app.listen({ port: 0, host: '127.0.0.1' });
    port = (fixture.app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    opened.splice(0).forEach((stream) => stream.close());
    await fixture.close();
  });
  const open = async (from: string) => {
    const stream = await openStream(port, from);
    opened.push(stream);
    return stream;
  };

  it('per client IP: over the cap → 429 with Retry-After; a closed stream frees its place', async () => {
    expect((await open('127.0.0.1')).status).toBe(200);
    const second = await open('127.0.0.1');
    expect(second.status).toBe(200);
    const refused = await open('127.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(JSON.parse(await refused.body).message).toBe(TOO_MANY_STREAMS_MESSAGE);
    expect((await open('127.0.0.2')).status).toBe(200);

    // The server frees the place when it sees the socket close: a moment later on a busy machine, so
    // the test asks again until it is let in (a place never freed still fails it).
    second.close();
    const reopened = await pollUntil(
      async () => {
        const stream = await open('127.0.0.1');
        if (stream.status === 429) stream.close();
        return stream;
      },
      (stream) => stream.status !== 429,
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    expect(reopened.status).toBe(200);
  });

  it('in all: over the total → 503 with Retry-After, whatever the address', async () => {
    expect((await open('127.0.0.1')).status).toBe(200);
    expect((await open('127.0.0.2')).status).toBe(200);
    expect((await open('127.0.0.3')).status).toBe(200);
    const refused = await open('127.0.0.4');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(JSON.parse(await refused.body).message).toBe(STREAMS_FULL_MESSAGE);
  });
});

describe('product stream: an IPv6 client is its /64', () => {
  let fixture: AppFixture;
  let port: number;
  const opened: Opened[] = [];
  beforeEach(async () => {
    // One trusted proxy hop: the client address is the one the proxy forwards.
    fixture = makeApp({ env: { STREAM_MAX_PER_IP: '2', STREAM_MAX_TOTAL: '10', TRUST_PROXY: '1' } });
    await fixture.app.listen({ port: 0, host: '127.0.0.1' });
    port = (fixture.app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    opened.splice(0).forEach((stream) => stream.close());
    await fixture.close();
  });
  const openAs = async (client: string) => {
    const stream = await openStream(port, '127.0.0.1', { 'x-forwarded-for': client });
    opened.push(stream);
    return stream.status;
  };

  it('addresses of one /64 share its cap; another /64 has its own', async () => {
    expect(await openAs('2001:db8:0:1::1')).toBe(200);
    expect(await openAs('2001:db8:0:1::2')).toBe(200);
    expect(await openAs('2001:db8:0:1:ffff::3')).toBe(429);
    expect(await openAs('2001:db8:0:2::1')).toBe(200);
  });
});
