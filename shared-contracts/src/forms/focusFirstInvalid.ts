import type { FieldErrors } from '../validation';

/** Moves focus to the first field (in `order`) that has an error, so its message is read out. */
export function focusFirstInvalid<T>(
  form: HTMLFormElement,
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): void {
  const first = order.find((name) => errors[name]);
  if (!first) return;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}
