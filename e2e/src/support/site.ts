import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { stack, type Frontends } from './stack';

export interface Site {
  browser: Browser;
  frontends: Frontends;
}

/**
 * Static hosting of the built apps (as `npm start` serves them) and a browser, for the journeys
 * of one test file: started before them, stopped after them. The API server and the Auth
 * emulator are started once for all files by globalSetup.
 */
export function useSite(options?: Parameters<typeof stack.startFrontends>[0]): Site {
  const site = {} as Site;
  beforeAll(async () => {
    site.frontends = await stack.startFrontends(options);
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.frontends?.stop();
  });
  return site;
}
