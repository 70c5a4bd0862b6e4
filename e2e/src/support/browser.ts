import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { SITE, repoRoot } from './stack';

interface ChromiumModule {
  launchChromium(): Promise<Browser>;
}

const { launchChromium } = require(path.join(repoRoot, 'tooling/chromium.js')) as ChromiumModule;

/** Headless Debian Chromium with the repo's flags (tooling/chromium.js, shared with the bench). */
export const launchBrowser = (): Promise<Browser> => launchChromium();

/** A fresh context (no cookies, storage or cache) and page; console errors are collected. */
export async function newPage(browser: Browser): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

/**
 * Until React has the page: the app shell replaced and a server-rendered page hydrated (or, when it
 * could not be, rendered anew in the browser). Before that, the HTML the page server sent shows.
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-app-shell]') && !document.querySelector('[data-server-page]:not([data-hydrated])'),
    undefined,
    {
      timeout: 15000,
    },
  );
}
