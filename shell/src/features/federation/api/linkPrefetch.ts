import { firstPageRoute } from '../../../app/firstPageModule';
import { addHeadLink } from '../../../early-start/addHeadLink';
import { manifestFile, publishEarly, takeEarly } from '../../../early-start/handover';
import { preloadFiles, remotePageFiles, remotePageStyles } from '../../../early-start/preloadRemotePage';
import { refusalOf } from '../state/refusedRemotes';
import { contractRefusal } from '../utils/remoteContract';
import { exposedNameOf, remoteOf, type RemoteModuleId } from './remoteModules';
import { isRemoteInUse, registeredManifestUrl } from './remoteRegistry';

/** How many pages the links in view may prefetch at one address: the likely next steps, not the whole site. */
export const MAX_PAGES_PREFETCHED_IN_VIEW = 4;

/**
 * `intent` (a link hovered, focused or touched: the shopper is about to go there) preloads the files
 * at the priority the navigation would give them; `in-view` (a link on screen, as React Router's
 * `prefetch="viewport"`) only prefetches them, at the lowest priority, for a navigation that may come.
 */
type PrefetchReason = 'intent' | 'in-view';

/** The parts of the Network Information API that say the shopper pays for bytes or has a 2G link. */
export interface NetworkHints {
  saveData?: boolean;
  effectiveType?: string;
}

type ViewportObserver = Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;

export interface LinkPrefetchOptions {
  doc?: Document;
  /** Defaults to `navigator.connection` where the browser has it. */
  network?: NetworkHints;
  /** Defaults to an IntersectionObserver where the browser has one; null: links in view prefetch nothing. */
  observeViewport?: ((callback: IntersectionObserverCallback) => ViewportObserver) | null;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;

const browserNetwork = (): NetworkHints | undefined =>
  (navigator as Navigator & { connection?: NetworkHints }).connection;

const defaultObserver =
  typeof IntersectionObserver === 'function'
    ? (callback: IntersectionObserverCallback): ViewportObserver => new IntersectionObserver(callback)
    : null;

/** Whether the shopper asked to save data or is on 2G: then only a link they reach for is prefetched. */
const savesData = (network: NetworkHints | undefined): boolean =>
  network?.saveData === true || network?.effectiveType === '2g' || network?.effectiveType === 'slow-2g';

/** The remote page each address opens, worked out once: a grid renders the same few addresses in many links. */
const pageOfHref = new Map<string, RemoteModuleId | null>();

function remotePageOfHref(href: string): RemoteModuleId | null {
  let page = pageOfHref.get(href);
  if (page !== undefined) return page;
  let url: URL | null = null;
  try {
    url = new URL(href);
  } catch {
    // not an address this shop's router opens
  }
  page = url && url.origin === window.location.origin ? (firstPageRoute(url.pathname)?.module ?? null) : null;
  // Bounded for a long visit through a large catalogue: starting again costs only a few parses.
  if (pageOfHref.size >= 2000) pageOfHref.clear();
  pageOfHref.set(href, page);
  return page;
}

/** The remote page a link opens in this tab through the shell's router, if any. */
function remotePageOf(link: HTMLAnchorElement): RemoteModuleId | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return remotePageOfHref(link.href);
}

const readManifest = (url: string): Promise<unknown> =>
  fetch(url)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);

/**
 * Fetches ahead the remote entry, page chunks and their stylesheets of the routes the page links to,
 * so a client-side navigation to another remote's page does not wait for the network. Hints only:
 * nothing runs until the route loads the page the usual way, and the runtime reuses the fetched
 * manifest instead of asking again. Only the release remotes.json names now, never a refused one,
 * nothing for a remote this page already uses (its entry is here), and each page once per release.
 * One delegated listener on the document; the links in view — those in the page and those rendered
 * later (a menu opened, the next route) — are watched by one observer, a few pages per address,
 * and not at all for a shopper saving data. Call it once the first page is there. Returns a
 * function that stops it.
 *
 * Written against the manifest rather than with the federation runtime's `preloadRemote`, which
 * plans its preloads from the snapshot plugin the shell's build leaves out (see manifestRemotePlugin).
 */
export function startLinkPrefetch({
  doc = document,
  network = browserNetwork(),
  observeViewport = defaultObserver,
}: LinkPrefetchOptions = {}): () => void {
  const pagesStarted = new Set<string>();
  const manifests = new Map<string, Promise<unknown>>();
  const filesHinted = new Set<string>();

  /**
   * The remote's manifest, read once (or taken from the early-start script, which asked for it while
   * the page loaded); handed to the federation runtime so it does not read it again.
   */
  function manifestOf(url: string): Promise<unknown> {
    let manifest = manifests.get(url);
    if (!manifest) {
      manifest = takeEarly(manifestFile(url)) ?? readManifest(url);
      manifests.set(url, manifest);
      void manifest.then((body) => body === null && manifests.delete(url));
    }
    publishEarly(manifestFile(url), manifest);
    return manifest;
  }

  /** Where the page's release is described, or null when this prefetch must not start it. */
  function releaseToPrefetch(page: RemoteModuleId): { manifestUrl: string; key: string } | null {
    const remote = remoteOf(page);
    const manifestUrl = registeredManifestUrl(remote);
    if (!manifestUrl || isRemoteInUse(remote) || refusalOf(remote)) return null;
    const key = `${manifestUrl}#${page}`;
    return pagesStarted.has(key) ? null : { manifestUrl, key };
  }

  async function prefetch(page: RemoteModuleId, reason: PrefetchReason): Promise<void> {
    const release = releaseToPrefetch(page);
    if (!release) return;
    const { manifestUrl, key } = release;
    pagesStarted.add(key);
    const remote = remoteOf(page);
    const manifest = await manifestOf(manifestUrl);
    if (manifest === null) {
      // A manifest that did not answer may be asked for again by the next hover.
      pagesStarted.delete(key);
      return;
    }
    // The runtime refuses this release from the same answer, and says why, when the route is visited.
    if (contractRefusal(remote, manifest)) return;
    const notHinted = (files: string[]): string[] => files.filter((file) => !filesHinted.has(file));
    const scripts = notHinted(remotePageFiles(manifestUrl, manifest, exposedNameOf(page)));
    const styles = notHinted(remotePageStyles(manifestUrl, manifest, exposedNameOf(page)));
    [...scripts, ...styles].forEach((file) => filesHinted.add(file));
    if (reason === 'in-view') {
      for (const href of [...scripts, ...styles]) addHeadLink({ rel: 'prefetch', href });
      return;
    }
    // The runtime and the remote's chunk loading insert classic scripts and stylesheet links without
    // `crossorigin`: preloads in the same (no-cors) mode are reused by them, a `modulepreload` would not be.
    preloadFiles('script', scripts);
    preloadFiles('style', styles);
  }

  const onIntent = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const page = link instanceof HTMLAnchorElement ? remotePageOf(link) : null;
    if (page) void prefetch(page, 'intent');
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });

  const observer = savesData(network) || !observeViewport ? null : watchLinksInView(doc, observeViewport);
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
    observer?.disconnect();
  };

  /**
   * Observes the links to pages this prefetch could start, now and as they are rendered; each is let
   * go once it has been seen. At most MAX_PAGES_PREFETCHED_IN_VIEW pages per address.
   */
  function watchLinksInView(
    root: Document,
    observe: (callback: IntersectionObserverCallback) => ViewportObserver,
  ): Pick<ViewportObserver, 'disconnect'> {
    let address = window.location.pathname;
    const pagesInView = new Set<RemoteModuleId>();
    const pageOfLink = new WeakMap<Element, RemoteModuleId>();
    const viewport = observe((entries) => {
      if (window.location.pathname !== address) {
        address = window.location.pathname;
        pagesInView.clear();
      }
      for (const { isIntersecting, target } of entries) {
        const page = pageOfLink.get(target);
        if (!isIntersecting || !page) continue;
        viewport.unobserve(target);
        if (pagesInView.size >= MAX_PAGES_PREFETCHED_IN_VIEW || pagesInView.has(page)) continue;
        pagesInView.add(page);
        void prefetch(page, 'in-view');
      }
    });
    const watchLink = (link: HTMLAnchorElement): void => {
      const page = remotePageOf(link);
      if (!page || pageOfLink.has(link) || !releaseToPrefetch(page)) return;
      pageOfLink.set(link, page);
      viewport.observe(link);
    };
    const watchLinksIn = (node: Node): void => {
      if (!(node instanceof Element)) return;
      if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) watchLink(node);
      node.querySelectorAll<HTMLAnchorElement>('a[href]').forEach(watchLink);
    };
    watchLinksIn(root.documentElement);
    const rendered = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(watchLinksIn);
    });
    rendered.observe(root.documentElement, { childList: true, subtree: true });
    return {
      disconnect: () => {
        rendered.disconnect();
        viewport.disconnect();
      },
    };
  }
}
