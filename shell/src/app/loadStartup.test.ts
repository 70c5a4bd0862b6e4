import { DEFAULT_CONFIG } from 'shared-contracts';
import { fetchRemotesManifest, loadRemoteModule, registerRemotesFrom } from '../features/federation/api/remoteRegistry';
import { publishEarly } from '../early-start/handover';
import { loadStartup } from './loadStartup';

jest.mock('../features/federation/api/remoteRegistry', () => ({
  ...jest.requireActual('../features/federation/api/remoteRegistry'),
  fetchRemotesManifest: jest.fn(),
  registerRemotesFrom: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const remotes = { catalog: 'http://localhost:3001/mf-manifest.json' };

beforeEach(() => {
  jest.mocked(fetchRemotesManifest).mockResolvedValue(remotes);
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: () => null });
  globalThis.fetch = jest.fn(
    async () => ({ ok: true, json: async () => ({ ...DEFAULT_CONFIG, storeName: 'Sheesham House' }) }) as Response,
  );
});

describe('loadStartup', () => {
  it('registers the remotes, then starts loading the page of the current route', async () => {
    const startup = await loadStartup('/shop/01');
    expect(registerRemotesFrom).toHaveBeenCalledWith(remotes);
    expect(loadRemoteModule).toHaveBeenCalledWith('catalog/ProductPage');
    expect(startup.firstPage).toBe('catalog/ProductPage');
    expect(startup.config.storeName).toBe('Sheesham House');
    await expect(startup.firstPageLoaded).resolves.toEqual({ default: expect.any(Function) });
  });

  it('treats "/" as the home page it redirects to', async () => {
    expect((await loadStartup('/')).firstPage).toBe('catalog/HomePage');
  });

  it('loads no page for a path without a remote page, and still starts', async () => {
    const startup = await loadStartup('/nowhere');
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(startup.firstPage).toBeNull();
    await expect(startup.firstPageLoaded).resolves.toBeUndefined();
  });

  it('takes /remotes.json from the early-start script when it already asked', async () => {
    publishEarly(
      'remotes',
      Promise.resolve({ catalog: 'http://cdn.example.in/catalog/mf-manifest.json', unknown: 'x' }),
    );
    await loadStartup('/home');
    expect(fetchRemotesManifest).not.toHaveBeenCalled();
    expect(registerRemotesFrom).toHaveBeenCalledWith({ catalog: 'http://cdn.example.in/catalog/mf-manifest.json' });
  });

  it('takes /config.json from the early-start script too, over the local defaults', async () => {
    publishEarly('config', Promise.resolve({ ...DEFAULT_CONFIG, storeName: 'Kikar Crafts' }));
    const startup = await loadStartup('/home');
    expect(startup.config.storeName).toBe('Kikar Crafts');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('asks itself when the early script got no answer', async () => {
    publishEarly('remotes', Promise.resolve(null));
    await loadStartup('/home');
    expect(fetchRemotesManifest).toHaveBeenCalled();
    expect(registerRemotesFrom).toHaveBeenCalledWith(remotes);
  });

  it('starts with no remotes when /remotes.json cannot be read (pages show their fallback)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchRemotesManifest).mockRejectedValue(new Error('404'));
    await loadStartup('/home');
    expect(registerRemotesFrom).toHaveBeenCalledWith({});
  });
});
