/** What the catalogue journeys read of a page: its main region and cards, polled values, accessibility problems. */
import type { Locator, Page } from 'playwright-core';
import { waitForPageSettled } from './browser';

export const main = (page: Page): Locator => page.getByRole('main');
export const cards = (scope: Locator): Locator => scope.getByRole('article');
export const cardTexts = (scope: Locator, selector: string): Promise<string[]> =>
  cards(scope).locator(selector).allTextContents();

/**
 * Opens /shop and answers its main region once React has settled the page and shows a card: the
 * server's HTML shows cards before React has the page, so a check reads the page React settled on.
 */
export async function openShop(page: Page): Promise<Locator> {
  await page.goto('/shop');
  const shop = main(page);
  await waitForPageSettled(page);
  await cards(shop).first().waitFor();
  return shop;
}

/**
 * Polls `read` until it equals `expected` (as JSON), then asserts it: what the page shows a moment
 * after a navigation or a change feed, never a wait for a fixed time.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    // The journey's poll (no shopper's code): reads the page again a tenth of a second later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toEqual(expected);
}

/** Controls in main without an accessible name, images without alt, form fields without a label. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((root) => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
    const named = (el: Element): boolean => {
      if (el.getAttribute('aria-label')?.trim()) return true;
      const by = el.getAttribute('aria-labelledby');
      if (by && by.split(' ').some((id) => document.getElementById(id)?.textContent?.trim())) return true;
      if ((el as HTMLInputElement).labels?.length) return true;
      if (el.textContent?.trim()) return true;
      return [...el.querySelectorAll('img[alt]')].some((img) => img.getAttribute('alt')?.trim());
    };
    root.querySelectorAll('img').forEach((img) => {
      if (!img.getAttribute('alt')?.trim()) problems.push(`image without alt: ${describe(img)}`);
      if (!img.getAttribute('width') || !img.getAttribute('height'))
        problems.push(`image without a size: ${describe(img)}`);
    });
    root
      .querySelectorAll('button, a[href]:not([aria-hidden="true"]), input, select, textarea, [role="tab"]')
      .forEach((el) => {
        if (!named(el)) problems.push(`control without a name: ${describe(el)}`);
      });
    const headings = [...root.querySelectorAll('h1')];
    if (headings.length !== 1) problems.push(`${headings.length} h1 headings`);
    return problems;
  });
}
