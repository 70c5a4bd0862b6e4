import { loadStartup } from './app/loadStartup';
import { nextTask } from './utils/nextTask';

/**
 * React and the app's chunks load in parallel with the config, the remotes and the first page.
 * Each step starts in a task of its own: evaluating this file (the federation runtime), reading
 * the start-up files and asking for the app's chunks would otherwise be one long task.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const startup = loadStartup(window.location.pathname);
  await nextTask();
  const app = import(/* webpackChunkName: "app" */ './app/bootstrap');
  const [{ bootstrap }, ready] = await Promise.all([app, startup]);
  bootstrap(root, ready);
}

const root = document.getElementById('root');
if (root) void start(root);
