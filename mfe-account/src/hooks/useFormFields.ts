import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from 'shared-contracts';

export interface FormFields<T> {
  values: T;
  /** Field messages; empty until the first submit attempt, then kept live as the user types. */
  errors: FieldErrors<T>;
  setValue: (name: keyof T, value: string) => void;
  /** Marks the form as attempted and answers the errors of the current values. */
  check: () => FieldErrors<T>;
}

/**
 * Values of a text-only form plus its validation. Errors stay hidden while the user first fills the
 * form; after a submit attempt they follow the values, so a fixed field clears its message at once.
 */
export function useFormFields<T extends { [K in keyof T]: string }>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
): FormFields<T> {
  const [values, setValues] = useState<T>(initial);
  const [attempted, setAttempted] = useState(false);

  const errors = useMemo<FieldErrors<T>>(() => (attempted ? validate(values) : {}), [attempted, values, validate]);

  const setValue = useCallback((name: keyof T, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const check = useCallback(() => {
    setAttempted(true);
    return validate(values);
  }, [validate, values]);

  return { values, errors, setValue, check };
}
