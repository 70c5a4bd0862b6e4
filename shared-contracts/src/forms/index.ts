/** Text-form state and validation every app's forms share, bundled into each (React only, not a singleton). */
export { focusFirstInvalid } from './focusFirstInvalid';
export { useFormFields, type FormFields } from './useFormFields';
