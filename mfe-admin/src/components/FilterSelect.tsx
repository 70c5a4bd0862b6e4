import { useId } from 'react';

export interface FilterSelectProps<T extends string> {
  /** e.g. "Status" */
  label: string;
  value: T;
  /** [value, text] in the order shown. */
  options: ReadonlyArray<readonly [value: T, text: string]>;
  /** Only ever called with one of the options' values. */
  onChange: (value: T) => void;
}

/** A labelled select of an admin list's filter bar (AdminListPanel's `filters`). */
export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find(([option]) => option === event.target.value);
          if (chosen) onChange(chosen[0]);
        }}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
