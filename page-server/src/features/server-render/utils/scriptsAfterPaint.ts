/**
 * A server-rendered page is readable before any script runs, so its scripts wait for the first
 * paint: the shell's `<script>` elements are held (an unknown type neither fetches nor runs), and
 * so are its preloads of scripts, data and the app's CSS (a link without `rel` fetches nothing),
 * so nothing competes with the document, the page's CSS and its pictures. Once the page has
 * painted, scriptsAfterPaint's script puts the preloads back (the shell's early start finds its
 * files by them) and runs the held scripts in their order, as the browser would have.
 * Client-rendered pages keep index.html's early start as it is.
 */
import { parse } from 'node-html-parser';
import { SERVER_PAGE_ATTRIBUTE, SERVER_PAGE_HYDRATED_ATTRIBUTE } from 'shared-contracts';
import { escapeHtml } from '../../head/pageHead';

/** The type a held script carries; its `src`, if any, waits in data-src. */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint';
/** Where a held preload's `rel` waits. */
export const HELD_REL_ATTRIBUTE = 'data-after-paint-rel';

/** Classic scripts, which a held copy re-creates as they were (a module script is left as it is: the shell's build emits none). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript']);
/** Preloads that would pull a script, a fetch or a style sheet ahead of the page's own files; images and fonts stay. */
const isEarlyPreload = (rel: string, as: string) =>
  rel === 'modulepreload' || (rel === 'preload' && ['script', 'fetch', 'style'].includes(as));

function heldScript(attributes: Record<string, string>, text: string): string {
  const kept = Object.entries(attributes)
    .filter(([name]) => name !== 'type' && name !== 'src')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const src = attributes.src === undefined ? '' : ` data-src="${escapeHtml(attributes.src)}"`;
  return `<script type="${HELD_SCRIPT_TYPE}"${src}${kept}>${text}</script>`;
}

function heldPreload(attributes: Record<string, string>): string {
  const kept = Object.entries(attributes).map(([name, value]) =>
    name === 'rel' ? ` ${HELD_REL_ATTRIBUTE}="${escapeHtml(value)}"` : ` ${name}="${escapeHtml(value)}"`,
  );
  return `<link${kept.join('')}/>`;
}

/** The page template with its scripts and early preloads held until after the first paint. */
export function holdScriptsUntilPainted(template: string): string {
  const root = parse(template, { comment: true, blockTextElements: { script: true, style: true } });
  const edits: { range: readonly [number, number]; text: string }[] = [];
  for (const element of root.querySelectorAll('script, link')) {
    const attributes = element.attributes;
    if (element.tagName === 'SCRIPT') {
      if (EXECUTABLE_TYPES.has((attributes.type ?? '').toLowerCase()))
        edits.push({ range: element.range, text: heldScript(attributes, element.rawText) });
    } else if (isEarlyPreload((attributes.rel ?? '').toLowerCase(), (attributes.as ?? '').toLowerCase())) {
      edits.push({ range: element.range, text: heldPreload(attributes) });
    }
  }
  let html = template;
  for (const { range, text } of edits.sort((a, b) => b.range[0] - a.range[0]))
    html = html.slice(0, range[0]) + text + html.slice(range[1]);
  return html;
}

/** A page whose first contentful paint is never reported still gets its scripts this long after it is parsed. */
const PAINT_WAIT_LIMIT_MS = 3000;
/** …and a frame that never comes (a hidden tab) holds them no longer than this. */
const FRAME_WAIT_LIMIT_MS = 1000;

const PAGE = `[${SERVER_PAGE_ATTRIBUTE}]`;
const BUTTON = 'button, input[type="submit"], input[type="button"], [role="button"]';

/**
 * Once the document is parsed (the page data at its end is there for hydration) and the browser
 * has reported its first contentful paint (the presented frame, which can come well after the
 * load event), one frame later so a picture decoded meanwhile is shown too: puts the held data
 * preloads back (the start-up scripts read them at once), runs the held scripts, then puts the
 * other preloads back: each script and each link in a task of its own, in order (an inline script
 * runs when inserted, and inserting a link starts its fetch, a few ms each on a slow phone: one
 * task for all of them was a long task). Each is made anew (a script
 * element runs only when inserted; a link fetches when inserted with its `rel`), scripts with this
 * script's nonce for the CSP; external ones keep their order (async = false) as `defer` did.
 *
 * Until then the page is readable but its buttons are not yet React's: a click on one is kept
 * (not lost, not acted on twice) and replayed once the shell marks the page hydrated. Links work
 * as links all along. (Text typed into a field before hydration is not reported to React: its
 * hydration takes the typed value as the field's own.)
 */
const RUN_HELD_SCRIPTS = `(function () {
  var nonce = document.currentScript && document.currentScript.nonce;
  var kept = [];
  var watched = [];
  function unhydratedPage(target) {
    var page = target && target.closest ? target.closest('${PAGE}') : null;
    return page && !page.hasAttribute('${SERVER_PAGE_HYDRATED_ATTRIBUTE}') ? page : null;
  }
  function replayOnceHydrated(page) {
    if (watched.indexOf(page) >= 0) return;
    watched.push(page);
    new MutationObserver(function (records, observer) {
      if (!page.hasAttribute('${SERVER_PAGE_HYDRATED_ATTRIBUTE}')) return;
      observer.disconnect();
      kept.splice(0).forEach(function (control) { if (control.isConnected) control.click(); });
    }).observe(page, { attributes: true, attributeFilter: ['${SERVER_PAGE_HYDRATED_ATTRIBUTE}'] });
  }
  document.addEventListener('click', function (event) {
    var page = unhydratedPage(event.target);
    var control = page ? event.target.closest('${BUTTON}') : null;
    if (!control || !page.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push(control);
    replayOnceHydrated(page);
  }, true);
  function restoreLink(held) {
    var link = held.cloneNode();
    link.setAttribute('rel', held.getAttribute('${HELD_REL_ATTRIBUTE}'));
    link.removeAttribute('${HELD_REL_ATTRIBUTE}');
    held.replaceWith(link);
  }
  function restoreScript(held) {
    var script = document.createElement('script');
    for (var i = 0; i < held.attributes.length; i++) {
      var attribute = held.attributes[i];
      if (attribute.name !== 'type' && attribute.name !== 'data-src') script.setAttribute(attribute.name, attribute.value);
    }
    if (nonce) script.nonce = nonce;
    if (held.hasAttribute('data-src')) {
      script.src = held.getAttribute('data-src');
      script.async = false;
    } else {
      script.text = held.text;
    }
    held.replaceWith(script);
  }
  function eachInATaskOfItsOwn(list, restoreOne, then) {
    var held = list.shift();
    if (!held) return then();
    restoreOne(held);
    setTimeout(function () { eachInATaskOfItsOwn(list, restoreOne, then); }, 0);
  }
  function run() {
    var links = [].slice.call(document.querySelectorAll('link[${HELD_REL_ATTRIBUTE}]'));
    var isData = function (held) { return held.getAttribute('as') === 'fetch'; };
    links.filter(isData).forEach(restoreLink);
    var scripts = [].slice.call(document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]'));
    eachInATaskOfItsOwn(scripts, restoreScript, function () {
      eachInATaskOfItsOwn(links.filter(function (held) { return !isData(held); }), restoreLink, function () {});
    });
  }
  var started = false;
  var ran = false;
  function runOnce() {
    if (ran) return;
    ran = true;
    run();
  }
  function start() {
    if (started) return;
    started = true;
    requestAnimationFrame(function () { setTimeout(runOnce, 0); });
    // A page in a hidden tab paints no frame: its scripts run all the same.
    setTimeout(runOnce, ${FRAME_WAIT_LIMIT_MS});
  }
  function afterPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0 || document.visibilityState === 'hidden') return start();
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, ${PAINT_WAIT_LIMIT_MS});
  }
  if (document.readyState !== 'loading') afterPaint();
  else document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
})();`;

/** The inline script that runs the held ones, allowed by the render's nonce. */
export const scriptsAfterPaint = (nonce: string): string =>
  `<script nonce="${escapeHtml(nonce)}">${RUN_HELD_SCRIPTS}</script>`;
