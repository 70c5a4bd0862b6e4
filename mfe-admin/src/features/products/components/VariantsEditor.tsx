import { useState } from 'react';
import { MAX_STOCK } from 'shared-contracts/catalogue';
import {
  newVariantKey,
  variantsDraftProblem,
  withEveryCombination,
  type DraftVariant,
  type VariantsDraft,
} from '../lib/variantDraft';
import { OptionsEditor, ProblemText, problemProps } from './OptionsEditor';

export interface VariantsEditorProps {
  value: VariantsDraft;
  onChange: (next: VariantsDraft) => void;
  /** The product's stored pictures, which a variant may choose among. */
  pictures: readonly string[];
  /** The product's price as typed: what a new variant starts at. */
  defaultPrice: string;
  disabled: boolean;
}

type BulkField = 'price' | 'stock';

/**
 * The product's options and the variants sold (SKU, one value per option, price in ₹, stock, status,
 * pictures), checked as the server checks them (variantsProblem) with the sentence beside the cell.
 * Archived variants stay listed as archived and cannot be removed (they are in orders); a removed
 * active variant the server archives instead when it is in an order.
 */
export function VariantsEditor({ value, onChange, pictures, defaultPrice, disabled }: VariantsEditorProps) {
  const { options, variants } = value;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkField, setBulkField] = useState<BulkField>('price');
  const [bulkValue, setBulkValue] = useState('');
  const problem = options.length > 0 || variants.length > 0 ? variantsDraftProblem(value) : null;

  const setVariant = (key: string, change: Partial<DraftVariant>) =>
    onChange({ options, variants: variants.map((v) => (v.key === key ? { ...v, ...change } : v)) });
  const allSelected = variants.length > 0 && variants.every((v) => selected.has(v.key));
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <section className="adm-variants" aria-label="Options and variants">
      <OptionsEditor value={value} onChange={onChange} problem={problem} disabled={disabled} />
      <fieldset className="adm-fieldset">
        <legend>Variants</legend>
        <ProblemText problem={problem} path="variants" id="adm-variants-problem" />
        <div className="adm-form__row">
          <button
            type="button"
            className="adm-button"
            disabled={disabled || options.length === 0}
            onClick={() => onChange({ options, variants: withEveryCombination(value, defaultPrice) })}
          >
            Make every combination
          </button>
          <button
            type="button"
            className="adm-button"
            disabled={disabled || options.length === 0}
            onClick={() =>
              onChange({
                options,
                variants: [
                  ...variants,
                  {
                    key: newVariantKey(),
                    sku: '',
                    optionValues: options.map((option) => option.values[0] ?? ''),
                    price: defaultPrice,
                    stock: '0',
                    status: 'active',
                    images: [],
                  },
                ],
              })
            }
          >
            Add a variant
          </button>
        </div>
        {variants.length > 0 && (
          <>
            <div className="adm-form__row" role="group" aria-label="Set for the selected variants">
              <label htmlFor="adm-bulk-field">Set for selected</label>
              <select
                id="adm-bulk-field"
                value={bulkField}
                disabled={disabled}
                onChange={(event) => setBulkField(event.target.value === 'stock' ? 'stock' : 'price')}
              >
                <option value="price">Price (₹)</option>
                <option value="stock">Stock</option>
              </select>
              <label htmlFor="adm-bulk-value">New value</label>
              <input
                id="adm-bulk-value"
                type="number"
                inputMode="numeric"
                min={bulkField === 'price' ? 1 : 0}
                step={1}
                value={bulkValue}
                disabled={disabled}
                onChange={(event) => setBulkValue(event.target.value)}
              />
              <button
                type="button"
                className="adm-button"
                disabled={disabled || selected.size === 0 || bulkValue.trim() === ''}
                onClick={() =>
                  onChange({
                    options,
                    variants: variants.map((v) => (selected.has(v.key) ? { ...v, [bulkField]: bulkValue.trim() } : v)),
                  })
                }
              >
                Set for {selected.size} selected
              </button>
            </div>
            <div className="adm-table-scroll">
              <table className="adm-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label="Select all variants"
                        checked={allSelected}
                        disabled={disabled}
                        onChange={() => setSelected(allSelected ? new Set() : new Set(variants.map((v) => v.key)))}
                      />
                    </th>
                    <th scope="col">SKU</th>
                    {options.map((option, index) => (
                      <th key={index} scope="col">
                        {option.name || `Option ${index + 1}`}
                      </th>
                    ))}
                    <th scope="col">Price (₹)</th>
                    <th scope="col">Stock</th>
                    <th scope="col">Status</th>
                    <th scope="col">Pictures</th>
                    <th scope="col">
                      <span className="visually-hidden">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {variants.map((variant, row) => {
                    const name = variant.sku || `variant ${row + 1}`;
                    const path = `variants/${row}`;
                    const id = `adm-variant-${variant.key}`;
                    const cell = (field: string) => ({
                      problemNode: (
                        <ProblemText problem={problem} path={`${path}/${field}`} id={`${id}-${field}-problem`} />
                      ),
                      aria: problemProps(problem, `${path}/${field}`, `${id}-${field}-problem`),
                    });
                    const archived = variant.status === 'archived';
                    return (
                      <tr key={variant.key} className={archived ? 'adm-variant--archived' : undefined}>
                        <td>
                          <input
                            type="checkbox"
                            aria-label={`Select ${name}`}
                            checked={selected.has(variant.key)}
                            disabled={disabled}
                            onChange={() => toggle(variant.key)}
                          />
                        </td>
                        <td>
                          <input
                            type="text"
                            aria-label={`SKU of ${name}`}
                            value={variant.sku}
                            disabled={disabled}
                            onChange={(event) => setVariant(variant.key, { sku: event.target.value })}
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
                                  setVariant(variant.key, {
                                    optionValues: options.map((_, at) =>
                                      at === index ? event.target.value : (variant.optionValues[at] ?? ''),
                                    ),
                                  })
                                }
                                {...chosen.aria}
                              >
                                {!option.values.includes(variant.optionValues[index] ?? '') && (
                                  <option value={variant.optionValues[index] ?? ''}>
                                    {variant.optionValues[index] || 'Choose'}
                                  </option>
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
                            onChange={(event) => setVariant(variant.key, { price: event.target.value })}
                            {...cell('price').aria}
                          />
                          {cell('price').problemNode}
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
                            onChange={(event) => setVariant(variant.key, { stock: event.target.value })}
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
                              setVariant(variant.key, {
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
                                      setVariant(variant.key, {
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
                            <button
                              type="button"
                              className="adm-button"
                              disabled={disabled}
                              onClick={() => {
                                onChange({ options, variants: variants.filter((v) => v.key !== variant.key) });
                                setSelected((current) => new Set([...current].filter((key) => key !== variant.key)));
                              }}
                            >
                              Remove {name}
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </fieldset>
    </section>
  );
}
