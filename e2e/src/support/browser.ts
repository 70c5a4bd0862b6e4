import { chromium, type Browser, type Page } from 'playwright-core';
import { SITE } from './stack';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ARGS });
}

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
