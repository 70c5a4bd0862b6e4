/**
 * A server-rendered page shows its buttons before React has hydrated them: a click on one then
 * would do nothing. This inline script, at the top of the page, keeps such a click (not lost, not
 * acted on twice) and replays it once the shell marks the page hydrated. Links work as links all
 * along. (Text typed into a field before hydration stays in it: the shop's search and the product
 * page read it as they hydrate.)
 */
import { SERVER_PAGE_ATTRIBUTE, SERVER_PAGE_HYDRATED_ATTRIBUTE } from 'shared-contracts';
import { escapeHtml } from '../../head/pageHead';

const PAGE = `[${SERVER_PAGE_ATTRIBUTE}]`;
const BUTTON = 'button, input[type="submit"], input[type="button"], [role="button"]';

const KEEP_CLICKS = `(function () {
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
})();`;

/** The inline script that keeps clicks until hydration, allowed by the render's nonce. */
export const keepClicksUntilHydrated = (nonce: string): string =>
  `<script nonce="${escapeHtml(nonce)}">${KEEP_CLICKS}</script>`;
