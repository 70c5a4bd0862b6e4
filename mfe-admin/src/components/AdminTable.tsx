import { useId, type ReactNode } from 'react';
import { Link } from 'shared-contracts/router';
import type { Resource } from '../hooks/useResource';
import { LoadError } from './LoadError';
import { LoadingStatus } from './LoadingStatus';

/** A header cell: its text, or `{ hidden }` for one said to screen readers only (a picture, the actions). */
export type AdminColumn = string | { hidden: string };

export interface AdminTableProps {
  /** What the rows are, e.g. "orders": "Loading orders…", "Could not load the orders: …". */
  what: string;
  /** The load the rows come from; a failed one offers Retry. */
  state: Resource<unknown>;
  onRetry: () => void;
  /** How many rows there are (those shown while the next page loads); null while none have loaded. */
  rowCount: number | null;
  /** Said when a load brought no rows, e.g. "No orders match.". */
  emptyText: string;
  /** Names the table and its scrolling region, e.g. "Orders 21–40 of 62". */
  caption: string;
  columns: readonly AdminColumn[];
  /** A modifier of its width, e.g. "adm-table--orders". */
  className?: string;
  /** The body's rows (<tr>s). */
  children: ReactNode;
}

const headerCell = (column: AdminColumn) =>
  typeof column === 'string' ? (
    <th key={column} scope="col">
      {column}
    </th>
  ) : (
    <th key={column.hidden} scope="col">
      <span className="visually-hidden">{column.hidden}</span>
    </th>
  );

/** A row's header cell as the link that opens what the row shows (it names the row for screen readers). */
export function RowHeaderLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <th scope="row">
      <Link to={to} className="adm-link">
        {children}
      </Link>
    </th>
  );
}

/**
 * An admin list's table: caption, header row and rows in a frame that scrolls sideways on a phone
 * (a focusable region named by the caption). One polite status line says "Loading …" and the empty
 * result; it stays in the page, so screen readers announce each change. Over rows already shown a
 * load is said to screen readers only, and the rows stay until the next page is in.
 */
export function AdminTable({
  what,
  state,
  onRetry,
  rowCount,
  emptyText,
  caption,
  columns,
  className,
  children,
}: AdminTableProps) {
  const captionId = useId();
  const loading = state.status === 'loading';
  const hasRows = rowCount !== null && rowCount > 0;
  const status = loading ? `Loading ${what}…` : rowCount === 0 ? emptyText : '';
  return (
    <div aria-busy={loading || undefined} className="adm-list__results">
      <LoadingStatus quiet={status === '' || hasRows}>{status}</LoadingStatus>
      {state.status === 'error' && <LoadError what={`the ${what}`} message={state.message} onRetry={onRetry} />}
      {hasRows && (
        <div className="adm-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={className ? `adm-table ${className}` : 'adm-table'}>
            <caption id={captionId} className="adm-table__caption">
              {caption}
            </caption>
            <thead>
              <tr>{columns.map(headerCell)}</tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}
