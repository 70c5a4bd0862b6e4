/** A document as the page server sends it for a server-rendered route (the server-page contract), for tests. */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server.node';
import { StaticRouter } from 'react-router-dom';
import {
  DEFAULT_CONFIG,
  PAGE_SLOT_ATTRIBUTE,
  SERVER_PAGE_ATTRIBUTE,
  SERVER_PAGE_PATH_ATTRIBUTE,
  type StorefrontConfig,
} from 'shared-contracts';
import { ConfigContext } from 'shared-contracts/react';
import { RoutedPage } from 'shared-contracts/router';

export const TEST_CONFIG: StorefrontConfig = {
  ...DEFAULT_CONFIG,
  storeName: 'Furniture Store',
  apiBaseUrl: 'http://api.test',
};

export interface ServerRendered {
  /** The module's name in the server page's attribute. */
  module: string;
  /** The path and query it was rendered for. */
  address: string;
  pattern: string;
  Page: ComponentType;
}

/** The contract's server tree rendered to HTML. */
export const serverPageHtml = ({ address, pattern, Page }: Omit<ServerRendered, 'module'>): string =>
  renderToString(
    <ConfigContext.Provider value={TEST_CONFIG}>
      <StaticRouter location={address}>
        <RoutedPage pattern={pattern} Page={Page} />
      </StaticRouter>
    </ConfigContext.Provider>,
  );

/** index.html's #root with the app shell, its page slot holding the server's page; returns #root. */
export function serverRenderedDocument(page: ServerRendered): HTMLElement {
  document.body.innerHTML =
    `<div id="root"><div data-app-shell=""><header>Furniture Store</header><main><div ${PAGE_SLOT_ATTRIBUTE}="">` +
    `<div ${SERVER_PAGE_ATTRIBUTE}="${page.module}" ${SERVER_PAGE_PATH_ATTRIBUTE}="${page.address}">${serverPageHtml(page)}</div>` +
    `</div></main></div></div>`;
  return document.getElementById('root') as HTMLElement;
}
