import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/router';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pages: number;
  /** Names the navigation, e.g. "Product pages". */
  label: string;
  /** Pages as links (state in the URL: Back and reload keep it) … */
  hrefOf?: (page: number) => string;
  /** … or as buttons (state in the component). */
  onSelect?: (page: number) => void;
}

const CONTROL_CLASS = 'adm-button adm-button--ghost adm-button--small';

/** Previous / "Page N of M" / Next; nothing when everything fits on one page. */
export function Pager({ page, pages, label, hrefOf, onSelect }: PagerProps) {
  if (pages <= 1) return null;
  const control = (target: number, text: string): ReactNode => {
    if (target < 1 || target > pages) return <span className="adm-pager__gap" />;
    if (hrefOf) {
      return (
        <Link to={hrefOf(target)} className={CONTROL_CLASS} preventScrollReset>
          {text}
        </Link>
      );
    }
    return (
      <button type="button" className={CONTROL_CLASS} onClick={() => onSelect?.(target)}>
        {text}
      </button>
    );
  };
  return (
    <nav className="adm-pager" aria-label={label}>
      {control(page - 1, 'Previous')}
      <span>
        Page {page} of {pages}
      </span>
      {control(page + 1, 'Next')}
    </nav>
  );
}
