/**
 * The pincode box's state: the pincode this browser remembers is checked on arrival (after the
 * first render, so the page server's HTML and the first client render agree) unless the shopper
 * has typed one already; a valid pincode the shopper submits is remembered and checked; an invalid
 * one is refused without a request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from '../cart-runtime';
import {
  PINCODE_MESSAGES,
  deliveryCheckErrorText,
  isValidPincode,
  readRememberedPincode,
  rememberPincode,
  type DeliveryQuote,
} from '../delivery';

export type DeliveryCheckState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string }
  | { status: 'checking' }
  | { status: 'answered'; quote: DeliveryQuote }
  | { status: 'failed'; message: string };

export interface DeliveryCheck {
  state: DeliveryCheckState;
  /** What the field shows (the remembered pincode once read). */
  draft: string;
  setDraft: (value: string) => void;
  submit: () => void;
  retry: () => void;
}

/** `ask`: the remote's own API call for a pincode; a new `ask` (another value) checks again. */
export function useDeliveryCheck(ask: (pincode: string) => Promise<DeliveryQuote>): DeliveryCheck {
  const [draft, setDraft] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DeliveryCheckState>({ status: 'idle' });

  // What the shopper typed (even into the server's HTML before hydration, taken in as the box
  // mounts) wins over the remembered pincode, which is then neither shown nor checked.
  const typed = useRef(false);
  const change = useCallback((value: string) => {
    typed.current = true;
    setDraft(value);
  }, []);

  useEffect(() => {
    if (typed.current) return;
    const remembered = readRememberedPincode(browserStorage());
    if (remembered === null) return;
    setDraft(remembered);
    setChecked(remembered);
  }, []);

  useEffect(() => {
    if (checked === null) return;
    let current = true;
    setState({ status: 'checking' });
    ask(checked).then(
      (quote) => current && setState({ status: 'answered', quote }),
      (error: unknown) => current && setState({ status: 'failed', message: deliveryCheckErrorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [ask, checked, attempt]);

  const draftRef = useRef(draft);
  draftRef.current = draft;
  const submit = useCallback(() => {
    const pincode = draftRef.current.trim();
    if (!isValidPincode(pincode)) {
      setState({ status: 'invalid', message: PINCODE_MESSAGES.invalid });
      return;
    }
    rememberPincode(browserStorage(), pincode);
    setChecked(pincode);
    setAttempt((n) => n + 1);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, draft, setDraft: change, submit, retry };
}
