import { SEARCH_MAX } from '../../catalogue/api/fetchProductPage';
import { useValueTypedBeforeHydration } from '../../forms/hooks/useValueTypedBeforeHydration';
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
  // Text typed into the server-rendered box before hydration counts as typed.
  const field = useValueTypedBeforeHydration<HTMLInputElement>(change);
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
