import type { ReactElement, ReactNode } from 'react';
import { Header } from './header/Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

interface ShopFrameProps {
  children: ReactNode;
  /** The page painted before any script (the app shell) has none: it would show under a skeleton. */
  footer?: ReactNode;
}

/** Skip link, header, the page inside main, then the footer. */
export function ShopFrame({ children, footer }: ShopFrameProps): ReactElement {
  return (
    <div className="site-layout">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
