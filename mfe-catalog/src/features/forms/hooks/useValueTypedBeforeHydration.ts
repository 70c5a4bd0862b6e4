/**
 * A server-rendered field can be typed into before its page hydrates. React keeps what was typed
 * (it does not overwrite a field's value while hydrating) but no handler hears it, so the field's
 * state still holds the server's value and the field's next render puts that back. This reads the
 * field once, as it mounts, and hands over what was typed; it differs from the value the field was
 * rendered with (its defaultValue) only then. Nothing runs per keystroke.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Returns the ref for the field; `take` gets the text typed before hydration, if any. */
export function useValueTypedBeforeHydration<Field extends TextField>(
  take: (typed: string) => void,
): RefObject<Field | null> {
  const field = useRef<Field>(null);
  const takeAtMount = useRef(take);
  useLayoutEffect(() => {
    const element = field.current;
    if (element && element.value !== element.defaultValue) takeAtMount.current(element.value);
  }, []);
  return field;
}
