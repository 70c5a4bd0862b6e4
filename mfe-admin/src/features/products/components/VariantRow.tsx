import { MAX_STOCK, type VariantsProblem } from 'shared-contracts/catalogue';
import type { ProductOption } from 'shared-contracts';
import type { DraftVariant } from '../lib/variantDraft';
import { ProblemText, problemProps } from './OptionsEditor';

interface VariantRowProps {
  variant: DraftVariant;
  /** Its place in the list: the server's problem paths name variants by it. */
  row: number;
  options: readonly ProductOption[];
  /** The product's stored pictures, which the variant may choose among. */
  pictures: readonly string[];
  problem: VariantsProblem | null;
  disabled: boolean;
  selected: boolean;
  onSelect: () => void;
  onChange: (change: Partial<DraftVariant>) => void;
  onRemove: () => void;
}

/**
 * One variant of the table: its cells, each with the server's sentence beside it when it breaks a
 * rule. An archived variant is kept (it is in orders) and says so instead of offering Remove.
 */
export function VariantRow({
  variant,
  row,
  options,
  pictures,
  problem,
  disabled,
  selected,
  onSelect,
  onChange,
  onRemove,
}: VariantRowProps) {
  const name = variant.sku || `variant ${row + 1}`;
  const path = `variants/${row}`;
  const id = `adm-variant-${variant.key}`;
  const cell = (field: string) => ({
    problemNode: <ProblemText problem={problem} path={`${path}/${field}`} id={`${id}-${field}-problem`} />,
    aria: problemProps(problem, `${path}/${field}`, `${id}-${field}-problem`),
  });
  const archived = variant.status === 'archived';
  return (
    <tr className={archived ? 'adm-variant--archived' : undefined}>
      <td>
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={selected}
          disabled={disabled}
          onChange={onSelect}
        />
      </td>
      <td>
        <input
          type="text"
          aria-label={`SKU of ${name}`}
          value={variant.sku}
          disabled={disabled}
          onChange={(event) => onChange({ sku: event.target.value })}
          {...cell('sku').aria}
        />
        {cell('sku').problemNode}
      </td>
      {options.map((option, index) => {
        const chosen = cell(`optionValues/${index}`);
        return (
          <td key={index}>
            <select
              aria-label={`${option.name || `Option ${index + 1}`} of ${name}`}
              value={variant.optionValues[index] ?? ''}
              disabled={disabled}
              onChange={(event) =>
                onChange({
                  optionValues: options.map((_, at) =>
                    at === index ? event.target.value : (variant.optionValues[at] ?? ''),
                  ),
                })
              }
              {...chosen.aria}
            >
              {!option.values.includes(variant.optionValues[index] ?? '') && (
                <option value={variant.optionValues[index] ?? ''}>{variant.optionValues[index] || 'Choose'}</option>
              )}
              {option.values.map((optionValue, at) => (
                <option key={at} value={optionValue}>
                  {optionValue}
                </option>
              ))}
            </select>
            {chosen.problemNode}
            {index === 0 && cell('optionValues').problemNode}
          </td>
        );
      })}
      <td>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-label={`Price of ${name}`}
          value={variant.price}
          disabled={disabled}
          onChange={(event) => onChange({ price: event.target.value })}
          {...cell('price').aria}
        />
        {cell('price').problemNode}
      </td>
      <td>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-label={`Compare-at price of ${name}`}
          placeholder="Not on sale"
          value={variant.compareAtPrice}
          disabled={disabled}
          onChange={(event) => onChange({ compareAtPrice: event.target.value })}
          {...cell('compareAtPrice').aria}
        />
        {cell('compareAtPrice').problemNode}
      </td>
      <td>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STOCK}
          step={1}
          aria-label={`Stock of ${name}`}
          value={variant.stock}
          disabled={disabled}
          onChange={(event) => onChange({ stock: event.target.value })}
          {...cell('stock').aria}
        />
        {cell('stock').problemNode}
      </td>
      <td>
        <select
          aria-label={`Status of ${name}`}
          value={variant.status}
          disabled={disabled}
          onChange={(event) =>
            onChange({
              status: event.target.value === 'archived' ? 'archived' : 'active',
            })
          }
        >
          <option value="active">Active</option>
          <option value="archived">Archived</option>
        </select>
      </td>
      <td>
        {pictures.length === 0 ? (
          <span className="adm-hint">The product&apos;s</span>
        ) : (
          <fieldset className="adm-fieldset">
            <legend className="visually-hidden">Pictures of {name}</legend>
            {pictures.map((url, at) => (
              <label key={url}>
                <input
                  type="checkbox"
                  checked={variant.images.includes(url)}
                  disabled={disabled}
                  onChange={() =>
                    onChange({
                      images: variant.images.includes(url)
                        ? variant.images.filter((image) => image !== url)
                        : [...variant.images, url],
                    })
                  }
                />
                Picture {at + 1}
              </label>
            ))}
          </fieldset>
        )}
        {cell('images').problemNode}
      </td>
      <td>
        {archived ? (
          <span>Archived: kept, not removed</span>
        ) : (
          <button type="button" className="adm-button" disabled={disabled} onClick={onRemove}>
            Remove {name}
          </button>
        )}
      </td>
    </tr>
  );
}
