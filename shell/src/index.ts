import { loadStartup } from './app/loadStartup';

/** The app's chunks (preloaded by the page) load in parallel with the config, the remotes and the first page. */
async function start(root: HTMLElement): Promise<void> {
  const startup = loadStartup(window.location.pathname);
  const [{ bootstrap }, ready] = await Promise.all([import(/* webpackChunkName: "app" */ './app/bootstrap'), startup]);
  bootstrap(root, ready);
}

const root = document.getElementById('root');
if (root) void start(root);
