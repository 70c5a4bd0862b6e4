import type { ReactElement } from 'react';
import { SAVED_LIST_LIMITS, setCartItemQuantity } from 'shared-contracts';

interface QuantityStepperProps {
  id: string;
  variantSku?: string | undefined;
  name: string;
  quantity: number;
  /** The stock left, when known: + stops there (0: the line cannot be bought at all). */
  cap?: number;
}

/** − quantity + for one cart line; never below 1 (nor above the stock left or the saved-cart limit). */
export function QuantityStepper({ id, variantSku, name, quantity, cap }: QuantityStepperProps): ReactElement {
  const most = Math.min(SAVED_LIST_LIMITS.maxQuantity, cap ?? Infinity);
  return (
    <div className="cart-stepper" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className="cart-stepper__button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={quantity <= 1}
        onClick={() => setCartItemQuantity(id, quantity - 1, variantSku)}
      >
        −
      </button>
      <output className="cart-stepper__value" aria-live="polite" aria-label={`Quantity of ${name}`}>
        {quantity}
      </output>
      <button
        type="button"
        className="cart-stepper__button"
        aria-label={`Increase quantity of ${name}`}
        disabled={quantity >= most}
        onClick={() => setCartItemQuantity(id, quantity + 1, variantSku)}
      >
        +
      </button>
    </div>
  );
}
