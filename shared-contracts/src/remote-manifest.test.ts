import { exposedPageFiles } from './remote-manifest';

const manifest = (metaData: object) => ({
  metaData,
  exposes: [
    {
      name: 'HomePage',
      path: './HomePage',
      assets: {
        js: { sync: ['71.aa.js', '__federation_expose_HomePage.bb.js'], async: ['262.cc.js'] },
        css: {
          sync: ['__federation_expose_HomePage.ee.css'],
          async: ['262.ff.css', '__federation_expose_HomePage.ee.css'],
        },
      },
    },
    { name: 'ShopPage', path: './ShopPage', assets: { js: { sync: ['71.aa.js'] } } },
  ],
});
const beside = manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.1a2b3c4d.js', path: '' } });

describe('exposedPageFiles', () => {
  it('names the entry, the sync chunks and the CSS of a page beside the manifest (async chunks wait)', () => {
    expect(exposedPageFiles('https://catalog.example.in/v2/mf-manifest.json', beside, 'HomePage')).toEqual({
      entry: 'https://catalog.example.in/v2/remoteEntry.1a2b3c4d.js',
      scripts: [
        'https://catalog.example.in/v2/71.aa.js',
        'https://catalog.example.in/v2/__federation_expose_HomePage.bb.js',
      ],
      styles: ['https://catalog.example.in/v2/__federation_expose_HomePage.ee.css'],
      lazyStyles: [
        'https://catalog.example.in/v2/262.ff.css',
        'https://catalog.example.in/v2/__federation_expose_HomePage.ee.css',
      ],
    });
  });

  it('finds a page by its name or by its expose key, and lists no CSS for a page without', () => {
    const url = 'https://catalog.example.in/mf-manifest.json';
    expect(exposedPageFiles(url, beside, './ShopPage')).toEqual(exposedPageFiles(url, beside, 'ShopPage'));
    expect(exposedPageFiles(url, beside, 'ShopPage')).toMatchObject({ styles: [], lazyStyles: [] });
  });

  it('resolves files under the public path and the entry path a release names', () => {
    const cdn = manifest({
      publicPath: 'https://cdn.example.in/catalog/',
      remoteEntry: { name: 'remoteEntry.js', path: 'js/' },
    });
    const files = exposedPageFiles('https://catalog.example.in/mf-manifest.json', cdn, 'HomePage');
    expect(files?.entry).toBe('https://cdn.example.in/catalog/js/remoteEntry.js');
    expect(files?.scripts[0]).toBe('https://cdn.example.in/catalog/71.aa.js');
  });

  it('gives a page of a manifest without an entry no entry, and its files still', () => {
    const files = exposedPageFiles(
      'https://catalog.example.in/mf-manifest.json',
      { exposes: beside.exposes },
      'HomePage',
    );
    expect(files?.entry).toBeNull();
    expect(files?.scripts).toHaveLength(2);
  });

  it.each([
    ['a page the remote does not expose', beside, 'CartPage'],
    ['something that is not a manifest', 'not a manifest', 'HomePage'],
    ['nothing', null, 'HomePage'],
  ])('gives nothing for %s', (_case, body, expose) => {
    expect(exposedPageFiles('https://catalog.example.in/mf-manifest.json', body, expose)).toBeNull();
  });
});
