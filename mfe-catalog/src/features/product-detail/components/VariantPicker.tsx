import { useId } from 'react';
import type { CatalogueProduct, ProductVariant } from 'shared-contracts';
import { optionChoices } from '../utils/variantChoice';

interface VariantPickerProps {
  product: Pick<CatalogueProduct, 'options' | 'variants'>;
  current: ProductVariant;
  onChoose: (sku: string) => void;
}

/**
 * One radio group per option (a fieldset named by its legend). Native radios of one name, so the
 * arrow keys move within a group and Tab leaves it. A value whose combination is not made, or is
 * out of stock, is disabled and says why in its label (read out with it).
 */
export function VariantPicker({ product, current, onChoose }: VariantPickerProps) {
  const groupId = useId();
  return (
    <div className="cat-variants">
      {(product.options ?? []).map((option, optionIndex) => (
        <fieldset key={option.name} className="cat-variants__option">
          <legend className="cat-variants__legend">
            {option.name}: <span className="cat-variants__chosen">{current.optionValues[optionIndex]}</span>
          </legend>
          <div className="cat-variants__values">
            {optionChoices(product, current, optionIndex).map(({ value, variant, reason }) => (
              <label
                key={value}
                className={reason ? 'cat-variants__value cat-variants__value--unavailable' : 'cat-variants__value'}
              >
                <input
                  type="radio"
                  name={`${groupId}-${optionIndex}`}
                  value={value}
                  checked={current.optionValues[optionIndex] === value}
                  disabled={reason !== null}
                  onChange={() => {
                    if (variant) onChoose(variant.sku);
                  }}
                />
                <span>{value}</span>
                {reason ? <span className="visually-hidden">{` (${reason})`}</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
