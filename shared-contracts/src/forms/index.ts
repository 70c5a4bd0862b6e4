/** Text-form state and validation every app's forms share, bundled into each (React only, not a singleton). */
export { useFormFields, type FormFields } from './useFormFields';
