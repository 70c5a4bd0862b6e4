import type { ReactElement, ReactNode } from 'react';
import type { StorefrontConfig } from 'shared-contracts';
import { ConfigContext } from 'shared-contracts/react';
import { Footer } from '../features/layout/components/footer/Footer';
import { ShopFrame } from '../features/layout/components/ShopFrame';

export interface ShellFrameProps {
  /** The shell's deployed config.json, as the browser's first render reads it. */
  config: StorefrontConfig;
  /** The route's page. */
  children: ReactNode;
}

/**
 * The shop's frame (skip link, header, the page inside main, footer) as the shell's server build
 * exports it: a page server renders it around a remote's page as one React tree. The router is the
 * host's (a StaticRouter on the server), so links know the current page; nothing per-shopper renders
 * here (no session, empty lists), as in the browser's first render before the saved lists are read.
 */
export default function ShellFrame({ config, children }: ShellFrameProps): ReactElement {
  return (
    <ConfigContext.Provider value={config}>
      <ShopFrame footer={<Footer />}>{children}</ShopFrame>
    </ConfigContext.Provider>
  );
}
