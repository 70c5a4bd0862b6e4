/** A stand-in for the API server: `global.fetch` answering "METHOD /path" from a table. */
import { DEFAULT_CONFIG } from 'shared-contracts';

export type Answer = { status?: number; body?: unknown } | (() => Promise<{ status?: number; body?: unknown }>);

export interface MockApi {
  fetch: jest.Mock;
  /** Requests made, as "METHOD /path". */
  calls: () => string[];
  /** The JSON body sent with the n-th call of "METHOD /path". */
  bodyOf: (route: string, n?: number) => unknown;
  set: (route: string, answer: Answer) => void;
}

/** The part of a fetch Response the API client reads (jsdom has no Response). */
const reply = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});

export function mockApi(routes: Record<string, Answer>): MockApi {
  const table = new Map(Object.entries(routes));
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).replace(DEFAULT_CONFIG.apiBaseUrl, '');
    const route = `${init?.method ?? 'GET'} ${url}`;
    const entry = table.get(route);
    if (!entry) return reply(500, { message: `no mock for ${route}` });
    const { status = 200, body } = typeof entry === 'function' ? await entry() : entry;
    return reply(status, body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const routeOf = ([input, init]: unknown[]) =>
    `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(input).replace(DEFAULT_CONFIG.apiBaseUrl, '')}`;
  return {
    fetch: fetchMock,
    calls: () => fetchMock.mock.calls.map(routeOf),
    bodyOf: (route, n = 0) => {
      const call = fetchMock.mock.calls.filter((args) => routeOf(args) === route)[n];
      const body = (call?.[1] as RequestInit | undefined)?.body;
      return typeof body === 'string' ? JSON.parse(body) : undefined;
    },
    set: (route, answer) => table.set(route, answer),
  };
}
