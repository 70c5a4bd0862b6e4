export interface FormStatusProps {
  /** Announced assertively, e.g. "Please correct the highlighted fields." */
  error?: string | undefined;
  /** Announced politely, e.g. "Creating account…". */
  busy?: string | undefined;
}

/**
 * The form-level live regions. They are always in the page (a region that appears together with its
 * text is often not read out) and visually hidden: the visible cues are the field messages and the
 * button's progress text.
 */
export function FormStatus({ error, busy }: FormStatusProps) {
  return (
    <div className="visually-hidden">
      <p role="alert">{error}</p>
      <p role="status">{busy}</p>
    </div>
  );
}
