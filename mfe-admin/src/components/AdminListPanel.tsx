import { useId, type ReactNode, type Ref } from 'react';
import { useDebouncedSearch } from '../hooks/useDebouncedSearch';
import { Pager, type PagerProps } from './Pager';

export interface AdminListSearch {
  /** e.g. "Search orders" */
  label: string;
  placeholder: string;
  /** The search kept elsewhere (the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (text: string) => void;
}

export interface AdminListPanelProps {
  /** The heading, e.g. "Orders"; also names the filter bar. */
  title: string;
  /** 1 on the list's own page, 2 inside the dashboard's tab. */
  headingLevel: 1 | 2;
  /** For moving focus to the heading (it is then focusable from script, not by Tab). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Beside the heading, e.g. the "Add product" link. */
  actions?: ReactNode;
  /** Between the heading and the filter bar, e.g. the CSV export. */
  tools?: ReactNode;
  /** The filter bar's search field; no filter bar without it. */
  search?: AdminListSearch;
  /** The filter bar's selects (FilterSelect), after the search field. */
  filters?: ReactNode;
  /** The results: the AdminTable, a dialog. */
  children: ReactNode;
  /** Under the results; nothing when everything fits on one page. */
  pager?: PagerProps;
}

/** The filter bar: a search form (Enter searches at once, typing after a pause) and selects. */
function FilterBar({ title, search, filters }: { title: string; search: AdminListSearch; filters: ReactNode }) {
  const { text, change, submit } = useDebouncedSearch(search.value, search.onSearch);
  const searchId = useId();
  return (
    <form
      className="adm-filters"
      role="search"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="adm-field">
        <label htmlFor={searchId}>{search.label}</label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => change(event.target.value)}
          placeholder={search.placeholder}
          autoComplete="off"
        />
      </div>
      {filters}
    </form>
  );
}

/** An admin list (orders, products, users): heading, filter bar, results and pager. */
export function AdminListPanel({
  title,
  headingLevel,
  headingRef,
  actions,
  tools,
  search,
  filters,
  children,
  pager,
}: AdminListPanelProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="adm-list" aria-labelledby={headingId}>
      <div className="adm-list__head">
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={headingLevel === 1 ? 'adm-title' : 'adm-heading'}
        >
          {title}
        </Heading>
        {actions}
      </div>
      {tools}
      {search && <FilterBar title={title} search={search} filters={filters} />}
      {children}
      {pager && <Pager {...pager} />}
    </section>
  );
}
