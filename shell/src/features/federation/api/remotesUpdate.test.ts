import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { serverIntegrityKey } from 'shared-contracts';
import { parseRemotesManifest } from '../utils/parseRemotesManifest';
import { applyRemotesUpdate, loadRemoteModule, registerRemotesFrom } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const V1 = {
  catalog: 'https://cdn.example.in/mfe-catalog/1.0.0/mf-manifest.json',
  account: 'https://cdn.example.in/mfe-account/1.0.0/mf-manifest.json',
};

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
  registerRemotesFrom(V1);
  jest.mocked(registerRemotes).mockClear();
});

describe('applyRemotesUpdate (a promote during a visit)', () => {
  it('switches a remote this page has not used to its new release', () => {
    const next = { ...V1, account: 'https://cdn.example.in/mfe-account/1.1.0/mf-manifest.json' };
    expect(applyRemotesUpdate(next)).toEqual(['account']);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'account', entry: next.account }], { force: true });
    // Read again, nothing is new.
    expect(applyRemotesUpdate(next)).toEqual([]);
  });

  it('keeps a remote in use on the release its modules came from', async () => {
    await loadRemoteModule('catalog/ShopPage');
    const next = { catalog: 'https://cdn.example.in/mfe-catalog/2.0.0/mf-manifest.json', account: V1.account };
    expect(applyRemotesUpdate(next)).toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('changes nothing when the file is unchanged', () => {
    expect(applyRemotesUpdate(V1)).toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});

describe('parseRemotesManifest', () => {
  it('reads the remotes of a promoted remotes.json and leaves out the page server’s integrity keys', () => {
    const promoted = {
      ...V1,
      [serverIntegrityKey('catalog')]: 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      comment: 'anything else a host adds',
    };
    expect(parseRemotesManifest(promoted)).toEqual(V1);
  });
});
