import { FORWARDED_CLIENT_HEADER, PAGE_SERVER_SECRET_HEADER, visitorFetch } from './visitorFetch';

const API = 'https://api.shop.example.in';

function recordingFetch() {
  const calls: Array<{ url: string; headers: Headers }> = [];
  const fetchImpl = async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: new Headers(init?.headers) });
    return new Response('{}');
  };
  return { calls, fetchImpl };
}

test('an API call carries the secret and the visitor, keeping its own headers', async () => {
  const { calls, fetchImpl } = recordingFetch();
  await visitorFetch(
    fetchImpl,
    { apiOrigin: API, secret: 's3cret' },
    '203.0.113.7',
  )(`${API}/api/products`, {
    headers: { accept: 'application/json' },
  });
  expect(calls[0]?.headers.get(PAGE_SERVER_SECRET_HEADER)).toBe('s3cret');
  expect(calls[0]?.headers.get(FORWARDED_CLIENT_HEADER)).toBe('203.0.113.7');
  expect(calls[0]?.headers.get('accept')).toBe('application/json');
});

test('the page server’s own call names no visitor', async () => {
  const { calls, fetchImpl } = recordingFetch();
  await visitorFetch(fetchImpl, { apiOrigin: API, secret: 's3cret' })(`${API}/api/products`);
  expect(calls[0]?.headers.get(PAGE_SERVER_SECRET_HEADER)).toBe('s3cret');
  expect(calls[0]?.headers.has(FORWARDED_CLIENT_HEADER)).toBe(false);
});

test('the secret never goes to another host, nor anything without one', async () => {
  const { calls, fetchImpl } = recordingFetch();
  const apiFetch = visitorFetch(fetchImpl, { apiOrigin: API, secret: 's3cret' }, '203.0.113.7');
  await apiFetch('https://shell.cdn.example.in/index.html');
  await apiFetch('https://api.shop.example.in.evil.example/api/products');
  await visitorFetch(fetchImpl, { apiOrigin: API, secret: null }, '203.0.113.7')(`${API}/api/products`);
  for (const { headers } of calls) {
    expect(headers.has(PAGE_SERVER_SECRET_HEADER)).toBe(false);
    expect(headers.has(FORWARDED_CLIENT_HEADER)).toBe(false);
  }
  expect(calls).toHaveLength(3);
});
