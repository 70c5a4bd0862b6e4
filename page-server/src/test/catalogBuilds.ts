/** The catalogue's server builds a page server holds, leaving out the shell's own build loaded beside them. */
import type { RemoteServerPages } from '../features/server-builds/api/remoteServerPages';

export const catalogBuilds = (serverPages: RemoteServerPages): Array<{ name: string; url: string }> =>
  serverPages.loaded().filter(({ name }) => name === 'catalog');
