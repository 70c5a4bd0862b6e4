import type { StorefrontConfig } from 'shared-contracts';
import { afterFirstPaint } from '../../utils/afterFirstPaint';
import { remoteOf, type RemoteModuleId } from '../federation/api/remoteModules';
import { loadCartRuntime } from './loadCartRuntime';

interface FirstPage {
  config: Pick<StorefrontConfig, 'apiBaseUrl'>;
  firstPage: RemoteModuleId | null;
  firstPageLoaded: Promise<unknown>;
}

/**
 * Starts the cart runtime without competing with the first page: after that page has loaded and
 * painted and the browser is idle (badges can wait a moment; commands queue in the contract meanwhile). A cart page
 * shows the runtime's state, so there it starts at once, from the remote that is loading anyway.
 */
export function scheduleCartRuntime({ config, firstPage, firstPageLoaded }: FirstPage, load = loadCartRuntime): void {
  if (firstPage && remoteOf(firstPage) === 'cart') {
    void load(config);
    return;
  }
  void afterFirstPaint(firstPageLoaded).then(() => load(config));
}
