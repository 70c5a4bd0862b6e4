import { useState } from 'react';
import {
  newDraftVariant,
  variantsDraftProblem,
  withEveryCombination,
  type DraftVariant,
  type VariantsDraft,
} from '../lib/variantDraft';
import { BulkSetForm } from './BulkSetForm';
import { OptionsEditor, ProblemText } from './OptionsEditor';
import { VariantRow } from './VariantRow';

export interface VariantsEditorProps {
  value: VariantsDraft;
  onChange: (next: VariantsDraft) => void;
  /** The product's stored pictures, which a variant may choose among. */
  pictures: readonly string[];
  /** The product's price as typed: what a new variant starts at. */
  defaultPrice: string;
  disabled: boolean;
}

/**
 * The product's options and the variants sold (SKU, one value per option, price in ₹, stock, status,
 * pictures), checked as the server checks them (variantsProblem) with the sentence beside the cell.
 * Archived variants stay listed as archived and cannot be removed (they are in orders); a removed
 * active variant the server archives instead when it is in an order.
 */
export function VariantsEditor({ value, onChange, pictures, defaultPrice, disabled }: VariantsEditorProps) {
  const { options, variants } = value;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
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
                  newDraftVariant(
                    '',
                    options.map((option) => option.values[0] ?? ''),
                    defaultPrice,
                  ),
                ],
              })
            }
          >
            Add a variant
          </button>
        </div>
        {variants.length > 0 && (
          <>
            <BulkSetForm
              selectedCount={selected.size}
              disabled={disabled}
              onSet={(field, bulkValue) =>
                onChange({
                  options,
                  variants: variants.map((v) => (selected.has(v.key) ? { ...v, [field]: bulkValue } : v)),
                })
              }
            />
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
                    <th scope="col">Compare-at (₹)</th>
                    <th scope="col">Stock</th>
                    <th scope="col">Status</th>
                    <th scope="col">Pictures</th>
                    <th scope="col">
                      <span className="visually-hidden">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {variants.map((variant, row) => (
                    <VariantRow
                      key={variant.key}
                      variant={variant}
                      row={row}
                      options={options}
                      pictures={pictures}
                      problem={problem}
                      disabled={disabled}
                      selected={selected.has(variant.key)}
                      onSelect={() => toggle(variant.key)}
                      onChange={(change) => setVariant(variant.key, change)}
                      onRemove={() => {
                        onChange({ options, variants: variants.filter((v) => v.key !== variant.key) });
                        setSelected((current) => new Set([...current].filter((key) => key !== variant.key)));
                      }}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </fieldset>
    </section>
  );
}
