import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../validation';
import { focusFirstInvalid } from './focusFirstInvalid';

export interface FormFields<T> {
  values: T;
  /** Field messages; empty until the first submit attempt, then kept live as the user types. */
  errors: FieldErrors<T>;
  setValue: (name: keyof T, value: string) => void;
  /**
   * The form's onSubmit: invalid values stay, with focus on the first invalid field (in the
   * form's field order); valid ones go to `onValid`. Nothing happens while `pending`.
   */
  submitHandler: (options: {
    pending: boolean;
    onValid: (values: T) => void;
  }) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Values of a text-only form plus its validation. Errors stay hidden while the user first fills the
 * form; after a submit attempt they follow the values, so a fixed field clears its message at once.
 * Each input needs `name` set to its key: focus finds the first invalid field by that name.
 */
export function useFormFields<T extends { [K in keyof T]: string }>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
  order: readonly (keyof T & string)[],
): FormFields<T> {
  const [values, setValues] = useState<T>(initial);
  const [attempted, setAttempted] = useState(false);

  const errors = useMemo<FieldErrors<T>>(() => (attempted ? validate(values) : {}), [attempted, values, validate]);

  const setValue = useCallback((name: keyof T, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const submitHandler: FormFields<T>['submitHandler'] =
    ({ pending, onValid }) =>
    (event) => {
      event.preventDefault();
      if (pending) return;
      setAttempted(true);
      const found = validate(values);
      if (hasErrors(found)) focusFirstInvalid(event.currentTarget, found, order);
      else onValid(values);
    };

  return { values, errors, setValue, submitHandler };
}
