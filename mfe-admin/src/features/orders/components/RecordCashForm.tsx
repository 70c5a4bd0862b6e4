import { useCallback } from 'react';
import { formatRupees, toPaise, type FieldErrors, type RecordCashRequest } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';

export interface RecordCashFormProps {
  /** Rupees due on delivery. */
  amount: number;
  pending: boolean;
  onSubmit: (body: RecordCashRequest) => void;
}

interface CashFields {
  collected: string;
}

const ORDER = ['collected'] as const;
const RUPEES = /^\d+(\.\d{1,2})?$/;

/** Paise of a rupee amount typed as digits with up to two decimals ("4,500" reads as 4500). */
export const typedPaise = (typed: string): number | null => {
  const plain = typed.trim().replace(/,/g, '');
  return RUPEES.test(plain) ? toPaise(Number(plain)) : null;
};

/**
 * The cash the courier handed over for a delivered cash-on-delivery order, the amount due filled
 * in. Less than due (or 0) is recorded as it is: the order shows what is short.
 */
export function RecordCashForm({ amount, pending, onSubmit }: RecordCashFormProps) {
  const validate = useCallback(
    ({ collected }: CashFields): FieldErrors<CashFields> => {
      const paise = typedPaise(collected);
      if (paise === null) return { collected: 'Enter the rupees collected, e.g. 4500 or 0.' };
      if (paise > toPaise(amount)) return { collected: `At most the amount due, ${formatRupees(amount)}.` };
      return {};
    },
    [amount],
  );
  const { values, errors, setValue, submitHandler } = useFormFields({ collected: String(amount) }, validate, ORDER);
  const submit = submitHandler({
    pending,
    onValid: ({ collected }) => onSubmit({ collectedPaise: typedPaise(collected) ?? 0 }),
  });

  return (
    <form className="adm-filters" aria-label="Record cash collected" onSubmit={submit} noValidate>
      <div className="adm-field">
        <label htmlFor="adm-cash-collected">Cash collected (₹)</label>
        <input
          id="adm-cash-collected"
          name="collected"
          inputMode="decimal"
          value={values.collected}
          onChange={(event) => setValue('collected', event.target.value)}
          aria-invalid={errors.collected ? true : undefined}
          aria-describedby={errors.collected ? 'adm-cash-collected-error' : 'adm-cash-collected-hint'}
          autoComplete="off"
        />
        {errors.collected ? (
          <p id="adm-cash-collected-error" className="adm-field__error">
            {errors.collected}
          </p>
        ) : (
          <p id="adm-cash-collected-hint" className="adm-hint">
            Due: {formatRupees(amount)}. Enter what the courier handed over; a short amount or 0 is recorded as it is.
          </p>
        )}
      </div>
      <button
        type="submit"
        className="adm-button adm-button--primary"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? 'Saving…' : 'Record cash collected'}
      </button>
    </form>
  );
}
