import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { refusalOf } from '../state/refusedRemotes';

const UNAVAILABLE = Symbol.for('storefront.remote-unavailable');

export interface UnavailableRemote {
  [UNAVAILABLE]: true;
  id: string;
}

export const isUnavailableRemote = (value: unknown): value is UnavailableRemote =>
  typeof value === 'object' && value !== null && UNAVAILABLE in value;

/**
 * Turns a remote that cannot be loaded (after the retry plugin gave up) into a marker module, so
 * the route shows its fallback instead of an error escaping React and unmounting the whole page.
 */
export function unavailableRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-unavailable-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      // A refused release was already reported, once, with what it needs.
      if (!refusalOf(id.split('/')[0] ?? id)) console.error(`[federation] ${id} could not be loaded`, error);
      const marker: UnavailableRemote = { [UNAVAILABLE]: true, id };
      return marker;
    },
  };
}
