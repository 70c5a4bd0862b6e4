/**
 * What a remote's exposed page exports beside its component, so the page server needs no
 * knowledge of the remote's routes: `loader` reads the route's data from the API (its status, what
 * the page shows first, what its head needs) and `head` turns that data into the page's title,
 * description, canonical URL, OpenGraph card and JSON-LD. The page server calls both from the
 * remote's verified server build; a remote team changes a page's data or head with its own release.
 */
import type { ComponentType } from 'react';
import type { StorefrontConfig } from './config';
import type { PageData } from './page-data';

/**
 * A fetch of the API: `pathAndQuery` (like `/api/products/01`) is read from the API's origin. The
 * caller supplies it: the page server reads on the visitor's behalf (their address and the page
 * server's secret), a browser reads with its own fetch. The answer is the API's own, 4xx included.
 */
export type FetchApi = (pathAndQuery: string, init?: RequestInit) => Promise<Response>;

export interface RouteLoaderArgs {
  /** The route pattern's parameters (`/shop/:id` → `{ id }`), decoded. */
  params: Readonly<Record<string, string | undefined>>;
  /** The URL's query (the shop's filters, sort, search and page). */
  searchParams: URLSearchParams;
  /** The whole URL asked for, on the site's address. */
  url: URL;
  fetchApi: FetchApi;
}

/**
 * What a route's loader found: the page (its data for `head`, and what the page shows in its first
 * render, embedded in the document), or a 404 (no such product): the caller answers its not-found page.
 * A loader that cannot read what the page needs rejects.
 */
export type RouteLoaded<Data> = { status: 200; data: Data; pageData: PageData | null } | { status: 404 };

/** A picture link previews show (og:image). */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  /** og:image:type, when known (image/png). */
  type?: string;
  /** og:image:alt: what the picture shows. */
  alt?: string;
}

/** A schema.org document written as JSON-LD (only the fields a page uses). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface RouteHeadContext {
  /** SITE_URL, no trailing slash: canonical URLs and JSON-LD are absolute on it. */
  siteUrl: string;
  /** The shell's deployed config.json (the store's name, contact, API address). */
  config: StorefrontConfig;
  /** Where the shell's own files are served (its favicon is the store's logo). */
  shellOrigin: string;
  /** The site's default description (the shell's page's own). */
  defaultDescription: string;
}

export interface RouteHead {
  /** The whole title: "<storeName> - <Page>". */
  title: string;
  description: string;
  /** Absolute; null for a page that must not be indexed. */
  canonical: string | null;
  noindex: boolean;
  ogType: 'website' | 'product';
  ogImage: OgImage | null;
  jsonLd: JsonLd[];
  /**
   * The picture the page paints first and largest (its LCP element), exactly as its <img src> reads:
   * the head preloads it at high priority, so it is fetched with the HTML, not after the page's code.
   */
  leadImage?: string | null;
  /**
   * The lead picture's `sizes`, as its <picture> reads (the whole viewport unless said): a picture
   * with sized copies is preloaded from the same srcset, so the browser fetches the copy it paints.
   */
  leadImageSizes?: string;
}

/** An exposed page of a server-rendered remote: its component, its loader and its head. */
export interface ServerRouteModule<Data> {
  default: ComponentType;
  loader(args: RouteLoaderArgs): Promise<RouteLoaded<Data>>;
  head(data: Data, context: RouteHeadContext): RouteHead;
}
