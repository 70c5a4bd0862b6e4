/**
 * The pincode box's state: the pincode this browser remembers is checked on arrival (after the
 * first render, so the page server's HTML and the first client render agree) unless the shopper
 * has typed one already; a valid pincode the shopper submits is remembered and checked; an invalid
 * one is refused without a request.
 *
 * A signed-in shopper's account remembers the pincode too, so another browser or device starts
 * from it: this browser's own pincode comes first (no request, and it is the latest choice made
 * here); without one the account's (its last check, else the default address's PIN) is asked for,
 * kept in this browser and checked. Remembering in the account is best effort: the check itself
 * has already answered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAccountPincode, rememberAccountPincode } from '../addresses';
import { browserStorage } from '../cart-runtime';
import { useAuth } from './auth-context';
import { useApi } from './hooks';
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

  const { user } = useAuth();
  const signedIn = user !== null;
  const api = useApi();
  const account = useRef({ signedIn, api });
  account.current = { signedIn, api };

  useEffect(() => {
    if (typed.current) return;
    const remembered = readRememberedPincode(browserStorage());
    if (remembered !== null) {
      setDraft(remembered);
      setChecked(remembered);
      return;
    }
    if (!signedIn) return;
    let current = true;
    fetchAccountPincode(api).then(
      (pincode) => {
        if (!current || typed.current || pincode === null || !isValidPincode(pincode)) return;
        rememberPincode(browserStorage(), pincode);
        setDraft(pincode);
        setChecked(pincode);
      },
      // Not known: the shopper types one, as in a browser signed out.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn, api]);

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
    if (account.current.signedIn) void rememberAccountPincode(account.current.api, pincode).catch(() => undefined);
    setChecked(pincode);
    setAttempt((n) => n + 1);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, draft, setDraft: change, submit, retry };
}
