import { useId } from 'react';
import { FILTER_CATEGORIES, categorySlug } from 'shared-contracts';
import { ALL_CATEGORIES, type SortOrder } from '../utils/shopQuery';
import { SearchBox } from './SearchBox';

interface ShopControlsProps {
  category: string;
  sort: SortOrder | null;
  /** The search in the URL; the box shows what is being typed until it is written there. */
  search: string;
  onCategory: (category: string) => void;
  onSort: (sort: SortOrder | null) => void;
  onSearch: (search: string) => void;
}

/** Filter ("all" plus the 12 categories), sort by name, and search: all three combine. */
export function ShopControls({ category, sort, search, onCategory, onSort, onSearch }: ShopControlsProps) {
  const id = useId();
  return (
    <div className="cat-shop__controls" role="search" aria-label="Products">
      <div className="cat-field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          value={category === ALL_CATEGORIES ? ALL_CATEGORIES : categorySlug(category)}
          onChange={(event) => {
            const value = event.target.value;
            onCategory(FILTER_CATEGORIES.find((c) => categorySlug(c) === value) ?? ALL_CATEGORIES);
          }}
        >
          <option value={ALL_CATEGORIES}>all</option>
          {FILTER_CATEGORIES.map((c) => (
            <option key={c} value={categorySlug(c)}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="cat-field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={sort ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onSort(value === 'az' || value === 'za' ? value : null);
          }}
        >
          <option value="">Featured</option>
          <option value="az">Name: A-Z</option>
          <option value="za">Name: Z-A</option>
        </select>
      </div>
      <div className="cat-field cat-field--grow">
        <label htmlFor={`${id}-search`}>Search</label>
        <SearchBox id={`${id}-search`} value={search} onCommit={onSearch} />
      </div>
    </div>
  );
}
