import { useState } from 'react';

type BulkField = 'price' | 'stock';

interface BulkSetFormProps {
  selectedCount: number;
  disabled: boolean;
  /** Sets the field to the value (as typed, trimmed) on every selected variant. */
  onSet: (field: BulkField, value: string) => void;
}

/** One price or stock for every selected variant at once. */
export function BulkSetForm({ selectedCount, disabled, onSet }: BulkSetFormProps) {
  const [bulkField, setBulkField] = useState<BulkField>('price');
  const [bulkValue, setBulkValue] = useState('');
  return (
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
        disabled={disabled || selectedCount === 0 || bulkValue.trim() === ''}
        onClick={() => onSet(bulkField, bulkValue.trim())}
      >
        Set for {selectedCount} selected
      </button>
    </div>
  );
}
