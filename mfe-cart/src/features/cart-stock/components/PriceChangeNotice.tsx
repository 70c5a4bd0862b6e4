import type { ReactElement } from 'react';

/** The prices that changed while the shopper was away, said politely; the region is always there so it is announced. */
export function PriceChangeNotice({ notices }: { notices: readonly string[] }): ReactElement {
  return (
    <div className="cart-notice" role="status" aria-live="polite">
      {notices.map((notice) => (
        <p key={notice} className="cart-notice__text">
          {notice}
        </p>
      ))}
    </div>
  );
}
