import { DEFAULT_CONFIG, type RouteHead, type RouteLoaderArgs } from 'shared-contracts';
import type { RemoteRouteModule, RemoteServerPages } from '../server-builds/api/remoteServerPages';
import type { ShellPage } from '../shell/api/shellPage';
import { loadRoute, type LoadRouteRequest } from './loadRoute';

const API = 'http://api.test';
const HEAD: RouteHead = {
  title: 'Store - Page',
  description: 'A page.',
  canonical: null,
  noindex: false,
  ogType: 'website',
  ogImage: null,
  jsonLd: [],
};

/** The route's remote as a stub: its loader and head are the test's. */
function request(module: Partial<RemoteRouteModule>, visitorFetch: LoadRouteRequest['visitorFetch']): LoadRouteRequest {
  const routeModule = { loader: async () => ({ status: 404 as const }), head: () => HEAD, buildUrl: 'b.js', ...module };
  return {
    route: { pattern: '/shop/:id', module: 'catalog/ProductPage' },
    params: { id: '01' },
    url: new URL('https://shop.example.in/shop/01'),
    shell: { remotes: { catalog: 'x' }, providesContract: null } as unknown as ShellPage,
    pages: { routeModule: async () => routeModule } as unknown as RemoteServerPages,
    waitMs: 1000,
    apiOrigin: API,
    visitorFetch,
    headContext: {
      siteUrl: 'https://shop.example.in',
      config: DEFAULT_CONFIG,
      shellOrigin: 'x',
      defaultDescription: 'd',
    },
  };
}

const answering = (status: number) => {
  const asked: string[] = [];
  const fetchImpl = async (url: string) => {
    asked.push(url);
    return Response.json({}, { status });
  };
  return { asked, fetchImpl };
};

test('the loader’s fetchApi reads paths on the API’s origin only: anything else is refused unasked', async () => {
  const api = answering(200);
  const tried: string[] = [];
  const loader = async ({ fetchApi }: RouteLoaderArgs) => {
    for (const target of ['https://evil.example/steal', '//evil.example/steal', 'api/products'])
      await fetchApi(target).catch((error: Error) => tried.push(error.message));
    await fetchApi('/api/products/01');
    return { status: 404 as const };
  };
  expect(await loadRoute(request({ loader }, api.fetchImpl))).toEqual({ kind: 'notFound' });
  expect(tried).toHaveLength(3);
  expect(api.asked).toEqual([`${API}/api/products/01`]);
});

test('a loader that gives up after the API refused the visitor (429) or failed: the page server decides the status', async () => {
  const loader = async ({ fetchApi }: RouteLoaderArgs) => {
    const response = await fetchApi('/api/products/01');
    throw new Error(`answered ${response.status}`);
  };
  expect(await loadRoute(request({ loader }, answering(429).fetchImpl))).toMatchObject({
    kind: 'apiFailed',
    tooManyRequests: true,
  });
  expect(await loadRoute(request({ loader }, answering(503).fetchImpl))).toMatchObject({
    kind: 'apiFailed',
    tooManyRequests: false,
  });
  // The API answered 200, yet the loader threw: the remote could not answer.
  expect(await loadRoute(request({ loader }, answering(200).fetchImpl))).toEqual({
    kind: 'unavailable',
    reason: 'its loader failed: answered 200',
    logged: false,
  });
});

test('a head that throws, or a status the contract does not name, is the remote unable to answer', async () => {
  const page = async () => ({ status: 200 as const, data: null, pageData: null });
  const head = () => {
    throw new Error('no title');
  };
  expect(await loadRoute(request({ loader: page, head }, answering(200).fetchImpl))).toEqual({
    kind: 'unavailable',
    reason: 'its head failed: no title',
    logged: false,
  });
  const teapot = (async () => ({ status: 418 })) as unknown as RemoteRouteModule['loader'];
  expect(await loadRoute(request({ loader: teapot }, answering(200).fetchImpl))).toMatchObject({
    kind: 'unavailable',
    reason: 'its loader answered status 418',
  });
  expect(await loadRoute(request({ loader: page }, answering(200).fetchImpl))).toEqual({
    kind: 'page',
    head: HEAD,
    pageData: null,
  });
});
