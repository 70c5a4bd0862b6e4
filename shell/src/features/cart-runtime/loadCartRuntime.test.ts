import { authSessions, type CartRuntimeModule } from 'shared-contracts';
import { loadCartRuntime } from './loadCartRuntime';

jest.mock('../federation/api/remoteRegistry', () => ({ loadRemoteModule: jest.fn() }));

describe('loadCartRuntime', () => {
  afterEach(() => jest.restoreAllMocks());

  it("loads 'cart/runtime' and starts it with the API base URL and the auth session source", async () => {
    const startCartRuntime = jest.fn(() => () => {});
    const load = jest.fn(async (): Promise<CartRuntimeModule> => ({ startCartRuntime }));
    await loadCartRuntime({ apiBaseUrl: 'https://api.example.in' }, load);
    expect(load).toHaveBeenCalledWith('cart/runtime');
    expect(startCartRuntime).toHaveBeenCalledWith({ apiBaseUrl: 'https://api.example.in', auth: authSessions });
  });

  it('logs and carries on when the cart remote is unavailable or throws', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadCartRuntime({ apiBaseUrl: '' }, async () => null)).resolves.toBeUndefined();
    await expect(
      loadCartRuntime({ apiBaseUrl: '' }, () => Promise.reject(new Error('offline'))),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
