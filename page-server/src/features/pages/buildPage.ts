/**
 * A page's status, head and first data, put together with the shell's deployed config: a remote
 * route's from what its loader and head answered, the page server's own for the pages it answers
 * itself (not found, private, and a route whose remote or API could not answer).
 */
import { pageTitle, type PageData, type RouteHead } from 'shared-contracts';
import type { PageHead } from '../head/pageHead';
import type { ShellPage } from '../shell/api/shellPage';

export interface BuiltPage {
  status: number;
  head: PageHead;
  pageData: PageData | null;
}

export const NOT_FOUND_TITLE = 'Page not found';

/** A route's head from its remote, with the store's name as the shell's config says it. */
export const routePage = (head: RouteHead, pageData: PageData | null, shell: ShellPage): BuiltPage => ({
  status: 200,
  head: { ...head, siteName: shell.config.storeName },
  pageData,
});

/** The page server's own head: the page's title, the site's description, never indexed, no data. */
function ownPage(status: number, page: string, shell: ShellPage, description: string): BuiltPage {
  const storeName = shell.config.storeName;
  return {
    status,
    head: {
      title: pageTitle(storeName, page),
      description,
      canonical: null,
      noindex: true,
      ogType: 'website',
      ogImage: null,
      siteName: storeName,
      jsonLd: [],
    },
    pageData: null,
  };
}

/** No such page: the shell renders its own not-found route in the browser. */
export const notFoundPage = (shell: ShellPage, description: string): BuiltPage =>
  ownPage(404, NOT_FOUND_TITLE, shell, description);

/** A page of one shopper or the admin: rendered in the browser, never indexed. */
export const privatePage = (title: string, shell: ShellPage, description: string): BuiltPage =>
  ownPage(200, title, shell, description);

/**
 * A page whose content the page server could not read (the API, or the route's remote, did not
 * answer): the page still works in the browser, which asks for it itself, but crawlers are told
 * to come back (503 with Retry-After) rather than index a page without its content.
 */
export const unavailablePage = (shell: ShellPage, description: string): BuiltPage =>
  ownPage(503, 'Home', shell, description);
