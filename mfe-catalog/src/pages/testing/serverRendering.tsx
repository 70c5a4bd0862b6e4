/**
 * A catalogue page the way the server-page contract serves it, for tests: the page server's tree
 * rendered to HTML (its page data handed in per render), then hydrated the way the shell does it
 * (one root: the same routes, the session as the server rendered it first, then the shell's).
 */
import { act, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import {
  DEFAULT_CONFIG,
  SERVER_RENDERED_ROUTES,
  type PageData,
  type ServerRenderedRoute,
  type StorefrontConfig,
} from 'shared-contracts';
import { AuthContext, ConfigContext, PageDataContext, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/router';
import { resetBrowserCatalogueQueries } from '../../features/catalogue/state/catalogueQueries';
import { TEST_API } from '../../test/renderPage';

export const SERVER_CONFIG: StorefrontConfig = { ...DEFAULT_CONFIG, apiBaseUrl: TEST_API };
/** What the page server's render has of the session: no AuthProvider, so the context's default. */
export const SERVER_AUTH: AuthContextValue = { ...SIGNED_OUT, loading: true };

export interface ServerPage {
  module: ServerRenderedRoute['module'];
  Page: ComponentType;
  /** Path and query asked for. */
  url: string;
}

export function patternOf(module: ServerRenderedRoute['module']): string {
  const route = SERVER_RENDERED_ROUTES.find((r) => r.module === module);
  if (!route) throw new Error(`${module} is not a server-rendered route`);
  return route.pattern;
}

/** Where the router is (path and query), as the page's route last rendered it. */
let routerAt = '';

/** Notes the router's place; one child and no element, so the tree is the same as without it. */
function Located({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  routerAt = `${pathname}${search}`;
  return children;
}

/** The site's tree around the route's page, as the shell's server app and browser app both render it. */
const siteTree = ({ module, Page, url }: ServerPage, auth: AuthContextValue): ReactNode => (
  <ConfigContext.Provider value={SERVER_CONFIG}>
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={patternOf(module)}
            element={
              <Located>
                <Page />
              </Located>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>
  </ConfigContext.Provider>
);

/** The page server's HTML of the page (the inside of #root, less the shell's frame). */
export function serverHtml(page: ServerPage, pageData: PageData | null): string {
  const html = renderToString(
    <PageDataContext.Provider value={pageData}>{siteTree(page, SERVER_AUTH)}</PageDataContext.Provider>,
  );
  // A page server has no window and renders with a cache of its own; jsdom has one, so the
  // browser's cache this render filled is emptied, as a browser opening the page has it.
  resetBrowserCatalogueQueries();
  return html;
}

export interface HydratedPage {
  root: Root;
  /** The router's path and query (where the page's navigations and search writes land). */
  location: () => string;
  /** The shell's session arrives (after hydration). */
  signIn: (auth: AuthContextValue) => Promise<void>;
  unmount: () => void;
}

/** Hydrates `container` (holding serverHtml) as the shell does; resolves once hydration has committed. */
export async function hydrateLikeTheShell(
  container: HTMLElement,
  page: ServerPage,
  onRecoverableError: (error: unknown) => void,
): Promise<HydratedPage> {
  const root = await act(async () => hydrateRoot(container, siteTree(page, SERVER_AUTH), { onRecoverableError }));
  return {
    root,
    location: () => routerAt,
    signIn: (session) => act(async () => root.render(siteTree(page, session))),
    unmount: () => act(() => root.unmount()),
  };
}
