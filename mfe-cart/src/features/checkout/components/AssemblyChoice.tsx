/** "Add assembly (₹X)": offered only where the pincode's delivery row offers assembly. */
import type { ReactElement } from 'react';
import { ORDER_CHARGE_LABELS, type DeliveryQuote } from 'shared-contracts/delivery';

export interface AssemblyChoiceProps {
  /** The delivery quote for the address typed; nothing is shown without one that offers assembly. */
  quote: DeliveryQuote | null;
  checked: boolean;
  onChange: (wanted: boolean) => void;
  disabled?: boolean;
}

export function AssemblyChoice({ quote, checked, onChange, disabled }: AssemblyChoiceProps): ReactElement | null {
  if (!quote?.deliverable || !quote.assemblyOffered) return null;
  return (
    <label className="checkout-payment__option checkout-assembly">
      <input
        type="checkbox"
        name="assembly"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {ORDER_CHARGE_LABELS.assemblyChoice(quote.assemblyPaise)}
    </label>
  );
}
