/**
 * A page the browser renders (cart, login, …) comes with its remote's files preloaded in its head,
 * read from the manifest remotes.json names; anything that stops that leaves the page without hints,
 * never without the page.
 */
import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from 'shared-contracts';
import { buildPageServer } from '../../app';
import { parsePage } from '../../test/parseHtml';
import { shellIndexHtml, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';
import { SHELL_CONTRACT_META } from '../server-builds/utils/remoteContract';

let upstreams: FakeUpstreams;
let app: FastifyInstance;

const manifest = (requires?: string) =>
  JSON.stringify({
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.1a2b3c4d.js', path: '' },
      ...(requires ? { contract: { requires, builtWith: requires.slice(1) } } : {}),
    },
    exposes: [
      {
        name: 'CartPage',
        assets: { js: { sync: ['71.aa.js', 'cart.bb.js'] }, css: { sync: ['cart.cc.css'], async: [] } },
      },
    ],
  });

/** The shell's page, saying which shared contract it provides. */
const shellProviding = (contract: string) =>
  shellIndexHtml().replace('</head>', `<meta name="${SHELL_CONTRACT_META}" content="${contract}"></head>`);

beforeAll(async () => {
  upstreams = await startFakeUpstreams([]);
  upstreams.deployShell(shellProviding(CONTRACT_VERSION));
  app = await buildPageServer({ config: upstreams.config() });
});

afterAll(async () => {
  await app.close();
  await upstreams.close();
});

const preloadsOf = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const head = parsePage(response.body).root.querySelector('head');
  return head
    ?.querySelectorAll('link[rel="preload"][as="script"], link[rel="preload"][as="style"]')
    .map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`)
    .filter((hint) => hint.includes('/remotes/'));
};

test('/cart preloads the cart remote’s entry, the page’s chunks and its CSS from the manifest remotes.json names', async () => {
  const release = `${upstreams.origin}/remotes/cart/1.4.0`;
  upstreams.publish('/remotes/cart/1.4.0/mf-manifest.json', manifest(`^${CONTRACT_VERSION}`));
  upstreams.deployRemotes({ cart: `${release}/mf-manifest.json` });

  expect(await preloadsOf('/cart')).toEqual([
    `script ${release}/remoteEntry.1a2b3c4d.js`,
    `script ${release}/71.aa.js`,
    `script ${release}/cart.bb.js`,
    `style ${release}/cart.cc.css`,
  ]);
  // A page the remote does not expose, or a remote remotes.json does not name: no hints.
  expect(await preloadsOf('/wishlist')).toEqual([]);
  expect(await preloadsOf('/login')).toEqual([]);
});

test('no hints for a release the live shell would refuse or may refuse (it does not say what it provides), or a manifest that is not there', async () => {
  upstreams.publish('/remotes/cart/9.0.0/mf-manifest.json', manifest('^9.0.0'));
  upstreams.deployRemotes({ cart: `${upstreams.origin}/remotes/cart/9.0.0/mf-manifest.json` });
  expect(await preloadsOf('/cart')).toEqual([]);

  upstreams.publish('/remotes/cart/1.4.0/mf-manifest.json', manifest(`^${CONTRACT_VERSION}`));
  upstreams.deployRemotes({ cart: `${upstreams.origin}/remotes/cart/1.4.0/mf-manifest.json` });
  upstreams.deployShell(shellIndexHtml());
  expect(await preloadsOf('/cart')).toEqual([]);
  upstreams.deployShell(shellProviding(CONTRACT_VERSION));
  expect(await preloadsOf('/cart')).toHaveLength(4);

  upstreams.deployRemotes({ cart: `${upstreams.origin}/remotes/cart/missing/mf-manifest.json` });
  expect(await preloadsOf('/cart')).toEqual([]);
});
