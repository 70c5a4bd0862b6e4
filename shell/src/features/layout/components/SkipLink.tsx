import type { MouseEvent, ReactElement } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink(): ReactElement {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus(); // focusing also scrolls it into view
  };
  return (
    <a className="site-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Skip to content
    </a>
  );
}
