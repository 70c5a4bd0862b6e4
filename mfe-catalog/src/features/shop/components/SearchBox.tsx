import { useLayoutEffect, useRef } from 'react';
import { SEARCH_MAX } from '../../catalogue/api/fetchProductPage';
import { useSearchDraft } from '../hooks/useSearchDraft';

interface SearchBoxProps {
  id: string;
  /** The search in the URL. */
  value: string;
  /** Writes a search to the URL (once typing pauses, or on Enter or leaving the box). */
  onCommit: (value: string) => void;
}

/** The shop's search input; its text is its own state, so a keystroke re-renders only this box. */
export function SearchBox({ id, value, onCommit }: SearchBoxProps) {
  const { draft, change, commit } = useSearchDraft(value, onCommit);
  const field = useRef<HTMLInputElement>(null);
  // Text typed into the server-rendered box before hydration stays in the field (React keeps it)
  // but reaches no handler, and the box's next render would put the draft back: it is taken as
  // typed. Only then does the field differ from the value it was rendered with.
  useLayoutEffect(() => {
    const input = field.current;
    if (input && input.value !== input.defaultValue) change(input.value);
  }, [change]);
  return (
    <input
      ref={field}
      id={id}
      type="search"
      value={draft}
      placeholder="Name or category, e.g. sofa"
      maxLength={SEARCH_MAX}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      onBlur={commit}
    />
  );
}
