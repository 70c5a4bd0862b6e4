import { loadStartup } from './app/loadStartup';

// React and the app's chunks load in parallel with the config, the remotes and the first page.
const root = document.getElementById('root');
if (root) {
  const app = import(/* webpackChunkName: "app" */ './app/bootstrap');
  void loadStartup(window.location.pathname).then(async (startup) => (await app).bootstrap(root, startup));
}
