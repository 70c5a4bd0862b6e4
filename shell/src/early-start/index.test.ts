import { manifestFile, takeEarly } from './handover';

const CATALOG_MANIFEST = 'https://catalog.example.in/v2/mf-manifest.json';
const CART_MANIFEST = 'https://cart.example.in/v3/mf-manifest.json';
const ACCOUNT_MANIFEST = 'https://account.example.in/v1/mf-manifest.json';
const REMOTES = { catalog: CATALOG_MANIFEST, cart: CART_MANIFEST, account: ACCOUNT_MANIFEST };
/** What else a live remotes.json holds: the page server's integrity of a remote's server build. */
const SERVER_INTEGRITY = { 'catalog.serverIntegrity': 'sha256-mnxC0CSWL8uafHquH+KuwDva6lpCdQGZ4IoHN/4bnOw=' };
const manifestOf = (remote: string) => ({ metaData: { name: remote, publicPath: 'auto' }, exposes: [] });

/** jsdom has no Response: only what the early-start script reads of one. */
const answer = (body: unknown) => Promise.resolve({ ok: body !== undefined, json: () => Promise.resolve(body) });

function answerFor(url: string) {
  if (url.endsWith('/remotes.json')) return answer({ ...REMOTES, ...SERVER_INTEGRITY });
  if (url.endsWith('/config.json')) return answer({ storeName: 'Furniture Store' });
  const remote = Object.entries(REMOTES).find(([, manifest]) => manifest === url)?.[0];
  return answer(remote ? manifestOf(remote) : undefined);
}

const fetchMock = jest.fn((url: string, _init?: RequestInit) => answerFor(url));

/** Runs the inlined script as the page would, on `path`, and waits for what it asked for to be answered. */
async function runEarlyStart(path: string) {
  window.history.replaceState(null, '', path);
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.isolateModules(() => {
    require('./index');
  });
  // The script's own handlers of remotes.json run before this await resumes: every manifest is asked for by then.
  await takeEarly('remotes');
}

const requested = () => fetchMock.mock.calls.map(([url, init]) => `${url} ${init?.priority}`);

afterEach(() => {
  fetchMock.mockImplementation((url: string) => answerFor(url));
  for (const url of [...Object.values(REMOTES), 'remotes', 'config'])
    void takeEarly(url.startsWith('https:') ? manifestFile(url) : (url as 'remotes' | 'config'));
  document.head.innerHTML = '';
});

test('asks for the first page’s manifest first and the other remotes’ manifests at low priority (nothing else remotes.json holds), each handed over', async () => {
  await runEarlyStart('/home');
  expect(requested()).toEqual([
    '/config.json auto',
    '/remotes.json auto',
    `${CATALOG_MANIFEST} auto`,
    `${CART_MANIFEST} low`,
    `${ACCOUNT_MANIFEST} low`,
  ]);
  await expect(takeEarly(manifestFile(CATALOG_MANIFEST))).resolves.toEqual(manifestOf('catalog'));
  await expect(takeEarly(manifestFile(CART_MANIFEST))).resolves.toEqual(manifestOf('cart'));
  await expect(takeEarly(manifestFile(ACCOUNT_MANIFEST))).resolves.toEqual(manifestOf('account'));
});

test('on a page of no remote, asks for every remote’s manifest at low priority', async () => {
  await runEarlyStart('/no-such-page');
  expect(requested().filter((line) => line.includes('mf-manifest'))).toEqual([
    `${CATALOG_MANIFEST} low`,
    `${CART_MANIFEST} low`,
    `${ACCOUNT_MANIFEST} low`,
  ]);
});

test('a remotes.json that is not a list of remotes starts no manifest', async () => {
  fetchMock.mockImplementation((url: string) => (url.endsWith('/remotes.json') ? answer('nonsense') : answerFor(url)));
  await runEarlyStart('/home');
  expect(requested()).toEqual(['/config.json auto', '/remotes.json auto']);
});
