import { browserStorage } from 'shared-contracts';

/**
 * The first read of localStorage loads the site's stored items synchronously (about 10 ms on a slow
 * phone). Made here, in a task of its own, it no longer lengthens main.js's evaluation, where the
 * federation runtime reads a debug flag from it.
 */
export function openLocalStorageSoon(): void {
  setTimeout(() => browserStorage()?.getItem(''), 0);
}
