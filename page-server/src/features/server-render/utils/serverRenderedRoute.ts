/** Which of the routes the page server renders (SERVER_RENDERED_ROUTES) a path is, matched as the shell's router matches it. */
import { matchPath } from 'react-router-dom';
import { SERVER_RENDERED_ROUTES, type ServerRenderedRoute } from 'shared-contracts';

export function serverRenderedRoute(pathname: string): ServerRenderedRoute | undefined {
  return SERVER_RENDERED_ROUTES.find(({ pattern }) => matchPath(pattern, pathname) !== null);
}

/** `catalog/ProductPage` → the remote `catalog` and its expose `./ProductPage`. */
export function moduleParts(module: ServerRenderedRoute['module']): { remote: string; expose: string } {
  const slash = module.indexOf('/');
  return { remote: module.slice(0, slash), expose: `./${module.slice(slash + 1)}` };
}
