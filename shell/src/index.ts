import { loadStartup } from './app/loadStartup';
import { nextTask } from './utils/nextTask';

/**
 * React and the app's chunks load in parallel with the config, the remotes and the first page.
 * Each step starts in a task of its own: evaluating this file (the federation runtime), reading
 * the start-up files, evaluating React and the app's modules would otherwise be long tasks.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const startup = loadStartup(window.location.pathname);
  await nextTask();
  // React's own evaluation, then the app's modules: each a task of its own (their chunks are
  // preloaded, so asking for them one after the other costs no round trip).
  await import('react-dom/client').catch(() => undefined);
  await nextTask();
  const app = import(/* webpackChunkName: "app" */ './app/bootstrap');
  const [{ bootstrap }, ready] = await Promise.all([app, startup]);
  bootstrap(root, ready);
}

const root = document.getElementById('root');
if (root) void start(root);
