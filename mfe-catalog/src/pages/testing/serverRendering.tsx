/**
 * A catalogue page the way the server-page contract serves it, for tests: the page server's tree
 * rendered to HTML (its page data handed in per render), then hydrated the way the shell does it
 * (a root of its own following the shell's router, the session as the server rendered it first).
 */
import { act, useLayoutEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { StaticRouter } from 'react-router-dom';
import {
  DEFAULT_CONFIG,
  SERVER_RENDERED_ROUTES,
  type PageData,
  type ServerRenderedRoute,
  type StorefrontConfig,
} from 'shared-contracts';
import { AuthContext, ConfigContext, PageDataContext, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import { LinkedRouter, MemoryRouter, RoutedPage, useRouterLink, type RouterLink } from 'shared-contracts/router';
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

/** The page server's HTML of the page (the inside of its data-server-page element). */
export const serverHtml = ({ module, Page, url }: ServerPage, pageData: PageData | null): string =>
  renderToString(
    <ConfigContext.Provider value={SERVER_CONFIG}>
      <PageDataContext.Provider value={pageData}>
        <StaticRouter location={url}>
          <RoutedPage pattern={patternOf(module)} Page={Page} />
        </StaticRouter>
      </PageDataContext.Provider>
    </ConfigContext.Provider>,
  );

export interface HydratedPage {
  root: Root;
  /** The shell router's path and query (where the page's navigations and search writes land). */
  location: () => string;
  /** The shell's session arrives (after hydration, as the shell's bridge passes it on). */
  signIn: (auth: AuthContextValue) => Promise<void>;
  unmount: () => void;
}

/** Hydrates `container` (holding serverHtml) as the shell does; resolves once hydration has committed. */
export async function hydrateLikeTheShell(
  container: HTMLElement,
  { module, Page, url }: ServerPage,
  onRecoverableError: (error: unknown) => void,
): Promise<HydratedPage> {
  // The shell's router, in a root of its own.
  let link: RouterLink | null = null;
  let auth = SERVER_AUTH;
  let root: Root | null = null;
  const tree = (session: AuthContextValue) =>
    link ? (
      <ConfigContext.Provider value={SERVER_CONFIG}>
        <AuthContext.Provider value={session}>
          <LinkedRouter link={link}>
            <RoutedPage pattern={patternOf(module)} Page={Page} />
          </LinkedRouter>
        </AuthContext.Provider>
      </ConfigContext.Provider>
    ) : null;
  function ShellRouter() {
    link = useRouterLink();
    // The shell's bridge passes every move of its router on to the page's root.
    const moved = link.location;
    useLayoutEffect(() => {
      root?.render(tree(auth));
    }, [moved]);
    return null;
  }
  const shell = createRoot(document.createElement('div'));
  await act(async () =>
    shell.render(
      <MemoryRouter initialEntries={[url]}>
        <ShellRouter />
      </MemoryRouter>,
    ),
  );
  const hydrated = await act(async () => hydrateRoot(container, tree(SERVER_AUTH), { onRecoverableError }));
  root = hydrated;
  return {
    root: hydrated,
    location: () => (link ? `${link.location.pathname}${link.location.search}` : ''),
    signIn: (session) => {
      auth = session;
      return act(async () => hydrated.render(tree(session)));
    },
    unmount: () =>
      act(() => {
        hydrated.unmount();
        shell.unmount();
      }),
  };
}
