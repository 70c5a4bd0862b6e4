/**
 * Starts the cart/wishlist runtime that mfe-cart exposes (ARCHITECTURE §6). Called at start-up
 * without waiting: the first render never depends on it, and until it runs, commands queue in the
 * contract and the badges show nothing. A failure only logs; every page still works.
 */
import { authSessions, type CartRuntimeModule, type StorefrontConfig } from 'shared-contracts';
import { loadRemoteModule } from '../federation/api/remoteRegistry';

type Loader = (id: 'cart/runtime') => Promise<CartRuntimeModule | null>;

export async function loadCartRuntime(
  { apiBaseUrl }: Pick<StorefrontConfig, 'apiBaseUrl'>,
  load: Loader = (id) => loadRemoteModule<CartRuntimeModule>(id),
): Promise<void> {
  try {
    const runtime = await load('cart/runtime');
    if (!runtime) {
      console.error('[cart] The cart runtime is unavailable; the cart and wishlist will not change on this visit.');
      return;
    }
    runtime.startCartRuntime({ apiBaseUrl, auth: authSessions });
  } catch (error) {
    console.error('[cart] The cart runtime could not be started.', error);
  }
}
