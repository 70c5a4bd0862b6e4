/**
 * The shop's filter panel: a price range in whole rupees (applied with its button or Enter, so
 * typing asks nothing), "In stock only", "4★ & up" and the values of the options products are sold
 * in (Finish: Teak, Walnut), each with how many products choosing it gives (the server's counts,
 * shown once read), and "Clear filters". All of it lives in the URL.
 */
import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from 'shared-contracts';
import {
  FACET_MIN_RATING,
  hasShopFilters,
  NO_SHOP_FILTERS,
  readRupees,
  type OptionFacet,
  type OptionFilter,
  type ProductFacets,
  type ShopFilterParams,
} from 'shared-contracts/catalogue';
import './filters.css';

export type ShopFilterPatch = Partial<ShopFilterParams>;

export const SHOP_FILTER_TEXT = {
  legend: 'Filters',
  minPrice: 'Min price (₹)',
  maxPrice: 'Max price (₹)',
  apply: 'Apply price',
  badPrice: 'Enter whole rupees, for example 5000.',
  inStock: 'In stock only',
  rating: `${FACET_MIN_RATING}★ & up`,
  clear: 'Clear filters',
  none: 'No products match these filters.',
} as const;

interface ShopFiltersProps {
  params: ShopFilterParams;
  facets: ProductFacets | null;
  onChange: (patch: ShopFilterPatch) => void;
}

const countText = (count: number | undefined): string => (count === undefined ? '' : ` (${count})`);

export function ShopFilters({ params, facets, onChange }: ShopFiltersProps) {
  const id = useId();
  return (
    <section className="cat-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cat-filters__title">
        {SHOP_FILTER_TEXT.legend}
      </h2>
      {/* A new range in the URL (Back, Clear) starts the fields afresh from it. */}
      <PriceRange
        key={`${params.minPrice ?? ''}-${params.maxPrice ?? ''}`}
        minPrice={params.minPrice}
        maxPrice={params.maxPrice}
        bounds={facets?.price ?? null}
        onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <label className="cat-filters__check">
        <input
          type="checkbox"
          checked={params.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
        {SHOP_FILTER_TEXT.inStock}
        {countText(facets?.inStock)}
      </label>
      <label className="cat-filters__check">
        <input
          type="checkbox"
          checked={params.minRating !== null}
          onChange={(event) => onChange({ minRating: event.target.checked ? FACET_MIN_RATING : null })}
        />
        {SHOP_FILTER_TEXT.rating}
        {countText(facets?.ratedAtLeast4)}
      </label>
      {optionGroups(params.options, facets?.options ?? []).map((group) => (
        <fieldset key={group.name} className="cat-filters__option">
          <legend>{group.name}</legend>
          {group.values.map(({ value, count }) => (
            <label key={value} className="cat-filters__check">
              <input
                type="checkbox"
                checked={isChosen(params.options, group.name, value)}
                onChange={(event) =>
                  onChange({ options: withOption(params.options, group.name, value, event.target.checked) })
                }
              />
              {value}
              {countText(count)}
            </label>
          ))}
        </fieldset>
      ))}
      {hasShopFilters(params) && (
        <button type="button" className="cat-button cat-button--secondary" onClick={() => onChange(NO_SHOP_FILTERS)}>
          {SHOP_FILTER_TEXT.clear}
        </button>
      )}
    </section>
  );
}

const isChosen = (options: readonly OptionFilter[], name: string, value: string): boolean =>
  options.some((option) => option.name === name && option.values.includes(value));

/** The options with `value` of `name` chosen or not; an option left without values is dropped. */
function withOption(options: readonly OptionFilter[], name: string, value: string, chosen: boolean): OptionFilter[] {
  const before = options.find((option) => option.name === name)?.values ?? [];
  const values = chosen ? [...before.filter((v) => v !== value), value] : before.filter((v) => v !== value);
  const next =
    before.length > 0
      ? options.map((option) => (option.name === name ? { name, values } : option))
      : [...options, { name, values }];
  return next.filter((option) => option.values.length > 0);
}

/**
 * The option groups to offer: the server's counts, and every value chosen that they lack (none
 * left on offer under the other filters), shown with 0 so it can be unchosen.
 */
function optionGroups(chosen: readonly OptionFilter[], offered: readonly OptionFacet[]): OptionFacet[] {
  const groups = offered.map((facet) => ({ name: facet.name, values: [...facet.values] }));
  for (const { name, values } of chosen) {
    let group = groups.find((known) => known.name === name);
    if (!group) groups.push((group = { name, values: [] }));
    for (const value of values)
      if (!group.values.some((known) => known.value === value)) group.values.push({ value, count: 0 });
  }
  // In a fixed order, whoever counted them (the server's page, the browser's whole catalogue).
  const byText = (collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' }));
  for (const group of groups) group.values.sort((a, b) => byText.compare(a.value, b.value));
  return groups.sort((a, b) => byText.compare(a.name, b.name));
}

/** Made when options are first shown: building a collator loads the browser's locale data. */
let collator: Intl.Collator | null = null;

interface PriceRangeProps {
  minPrice: number | null;
  maxPrice: number | null;
  /** The prices the other filters leave (paise), shown as the fields' hints. */
  bounds: { minPaise: number; maxPaise: number } | null;
  onApply: (minPrice: number | null, maxPrice: number | null) => void;
}

function PriceRange({ minPrice, maxPrice, bounds, onApply }: PriceRangeProps) {
  const id = useId();
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice));
  const [invalid, setInvalid] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = readRupees(min);
    const high = readRupees(max);
    const bad = (min.trim() !== '' && low === null) || (max.trim() !== '' && high === null);
    setInvalid(bad);
    if (!bad) onApply(low, high);
  };
  const hint = (paise: number | undefined, round: (n: number) => number) =>
    paise === undefined ? undefined : formatRupees(round(paise / 100));
  return (
    <form className="cat-filters__price" onSubmit={apply} noValidate aria-label="Price">
      <div className="cat-field">
        <label htmlFor={`${id}-min`}>{SHOP_FILTER_TEXT.minPrice}</label>
        <input
          id={`${id}-min`}
          type="text"
          inputMode="numeric"
          value={min}
          placeholder={hint(bounds?.minPaise, Math.floor)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => setMin(event.target.value)}
        />
      </div>
      <div className="cat-field">
        <label htmlFor={`${id}-max`}>{SHOP_FILTER_TEXT.maxPrice}</label>
        <input
          id={`${id}-max`}
          type="text"
          inputMode="numeric"
          value={max}
          placeholder={hint(bounds?.maxPaise, Math.ceil)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => setMax(event.target.value)}
        />
      </div>
      <button type="submit" className="cat-button">
        {SHOP_FILTER_TEXT.apply}
      </button>
      {invalid && (
        <p id={`${id}-error`} className="cat-filters__error" role="alert">
          {SHOP_FILTER_TEXT.badPrice}
        </p>
      )}
    </form>
  );
}
