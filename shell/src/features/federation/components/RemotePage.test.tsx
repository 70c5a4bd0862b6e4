import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemotesFrom } from '../api/remoteRegistry';
import { unavailableRemotePlugin } from '../api/unavailableRemotePlugin';
import { acceptRemote, refuseRemote } from '../state/refusedRemotes';
import { RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const unavailable = (id: string) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return unavailableRemotePlugin().errorLoadRemote?.({ id, error: new Error('down'), lifecycle: 'onLoad' } as never);
};

beforeAll(() =>
  registerRemotesFrom({
    catalog: 'http://localhost:3001/mf-manifest.json',
    account: 'http://localhost:3003/mf-manifest.json',
  }),
);

describe('RemotePage', () => {
  it('renders the remote page once it loads, after a loading skeleton', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <h1>About us</h1> });
    render(<RemotePage module="catalog/AboutPage" />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('catalog/AboutPage');
  });

  it('renders a page whose module has already arrived at once, without a skeleton in between', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <h1>Sofas</h1> });
    await loadRemoteModule('catalog/CategoryPage');
    render(<RemotePage module="catalog/CategoryPage" />);
    expect(screen.getByRole('heading', { name: 'Sofas' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
  });

  it('shows an in-place fallback when the remote is down, and Retry loads it once it is back', async () => {
    mockedLoadRemote.mockResolvedValueOnce(unavailable('account/LoginPage'));
    render(<RemotePage module="account/LoginPage" />);
    expect(await screen.findByRole('heading', { name: "This part of the shop didn't load" })).toBeInTheDocument();

    mockedLoadRemote.mockResolvedValueOnce({ default: () => <h1>Login</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // The failed remote is registered again with force, which drops the runtime's cached failure.
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'account', entry: 'http://localhost:3003/mf-manifest.json' }],
      { force: true },
    );
  });

  it('says a remote whose release needs a newer shared contract cannot run here', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    refuseRemote({ remote: 'catalog', requires: '^99.0.0', provided: '1.1.0' });
    mockedLoadRemote.mockResolvedValueOnce(unavailable('catalog/HomePage'));
    render(<RemotePage module="catalog/HomePage" />);
    expect(
      await screen.findByRole('heading', { name: 'This part of the shop needs a newer version of the site' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'It was released for a newer shared contract than this page provides. Reload in a little while.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    acceptRemote('catalog');
  });

  it('catches a remote page that crashes while rendering and offers Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crashing = () => {
      throw new Error('boom');
    };
    mockedLoadRemote.mockResolvedValueOnce({ default: Crashing });
    render(<RemotePage module="catalog/ShopPage" />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
