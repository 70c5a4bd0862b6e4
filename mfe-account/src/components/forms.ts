/** The form-level message read out when a submit is refused for invalid fields. */
export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields.';
