import { INLINE_STYLESHEET_MAX_BYTES, readPageStylesheets } from './pageStylesheets';
import { remoteCodePolicy } from './verifiedRemoteCode';

const RELEASE = 'https://releases.example.in/catalog/1.4.0';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'HomePage', assets: { css: { sync: ['home.css'], async: ['reviews.css'] } } },
    { name: 'ShopPage', assets: { css: { sync: ['home.css', 'large.css', 'closing.css'], async: [] } } },
    {
      name: 'ProductPage',
      assets: { css: { sync: ['missing.css', 'https://elsewhere.example.com/p.css'], async: [] } },
    },
  ],
};
const files: Record<string, string> = {
  [`${RELEASE}/home.css`]: '.hero{color:teal}',
  [`${RELEASE}/reviews.css`]: '.review{margin:0}',
  [`${RELEASE}/large.css`]: `.x{}${' '.repeat(INLINE_STYLESHEET_MAX_BYTES)}`,
  [`${RELEASE}/closing.css`]: '.a::after{content:"</style><script>alert(1)</script>"}',
  'https://elsewhere.example.com/p.css': '.p{}',
};
const policy = remoteCodePolicy({ production: true, sources: ['https://releases.example.in'] });

test('reads each stylesheet of every page once, for the head to inline; links what is large, unreadable, elsewhere or could close its element', async () => {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    const text = files[url];
    if (text === undefined) throw new Error(`${url} answered 404`);
    return new TextEncoder().encode(text);
  };

  const sheets = await readPageStylesheets(`${RELEASE}/mf-manifest.json`, manifest, { read, policy });

  expect(Object.fromEntries(sheets)).toEqual({
    [`${RELEASE}/home.css`]: '.hero{color:teal}',
    [`${RELEASE}/reviews.css`]: '.review{margin:0}',
  });
  // Nothing is asked of a host the page server may not read from; the shared sheet is read once.
  expect(asked.sort()).toEqual(
    ['home.css', 'reviews.css', 'large.css', 'closing.css', 'missing.css'].map((file) => `${RELEASE}/${file}`).sort(),
  );
});

test('a manifest without pages gives nothing to inline', async () => {
  const read = jest.fn();
  expect((await readPageStylesheets(`${RELEASE}/mf-manifest.json`, { exposes: 'none' }, { read, policy })).size).toBe(
    0,
  );
  expect(read).not.toHaveBeenCalled();
});
