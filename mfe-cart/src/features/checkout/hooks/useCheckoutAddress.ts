/**
 * The checkout's address choice: the signed-in shopper's address book (the default chosen at
 * first), or "a new address" typed into the form and saved when asked.
 *
 * A new address is saved when Pay Now is pressed with valid details, before the order is created:
 * what the shopper typed is then kept whatever happens next (stock or delivery refused, the payment
 * closed or failed, the tab closed during payment), and the saved entry becomes the choice, so a
 * second Pay Now does not save it twice. A failed save never holds up the order; it is said beside
 * the checkbox.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  addAddress,
  fetchAddresses,
  firstAddressProblem,
  validateAddress,
  type BillingDetails,
  type SavedAddress,
} from 'shared-contracts';
import { useApi } from 'shared-contracts/react';
import {
  addressOfForm,
  CHECKOUT_ADDRESS_TEXT,
  formFieldsOfAddress,
  NEW_ADDRESS_FIELDS,
  type AddressFormFields,
} from '../savedAddress';

export type AddressBookState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; addresses: SavedAddress[] };

/** The choice of "a new address" (saved addresses are chosen by their id). */
export const NEW_ADDRESS = 'new';

export type SaveOutcome =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

export interface CheckoutAddress {
  book: AddressBookState;
  retry: () => void;
  /** A saved address's id, or NEW_ADDRESS. */
  choice: string;
  choose: (choice: string) => void;
  /** The chosen saved address, or null for a new one. */
  chosen: SavedAddress | null;
  /** Whether a new address is saved at Pay Now. */
  saveNew: boolean;
  setSaveNew: (save: boolean) => void;
  save: SaveOutcome;
  /** Saves the typed address if the shopper asked; never rejects (the order goes on either way). */
  saveIfAsked: (billing: BillingDetails, stateCode: string) => Promise<void>;
}

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'the address book is not available';

export function useCheckoutAddress(): CheckoutAddress {
  const api = useApi();
  const [book, setBook] = useState<AddressBookState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [choice, setChoice] = useState<string>(NEW_ADDRESS);
  const [saveNew, setSaveNew] = useState(false);
  const [save, setSave] = useState<SaveOutcome>({ status: 'idle' });

  useEffect(() => {
    let current = true;
    setBook({ status: 'loading' });
    fetchAddresses(api).then(
      (addresses) => {
        if (!current) return;
        setBook({ status: 'ready', addresses });
        setChoice(addresses.find((address) => address.isDefault)?.id ?? NEW_ADDRESS);
      },
      () => current && setBook({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  const addresses = book.status === 'ready' ? book.addresses : [];
  const chosen = addresses.find((address) => address.id === choice) ?? null;

  // What the latest render knows, for a save that starts from an event handler.
  const latest = useRef({ choice, saveNew, book });
  latest.current = { choice, saveNew, book };
  const saving = useRef(false);

  const saveIfAsked = useCallback(
    async (billing: BillingDetails, stateCode: string): Promise<void> => {
      const { choice: current, saveNew: asked, book: known } = latest.current;
      if (current !== NEW_ADDRESS || !asked || known.status !== 'ready' || saving.current) return;
      const address = addressOfForm(billing, stateCode);
      const problem = firstAddressProblem(validateAddress(address));
      if (problem) {
        setSave({ status: 'failed', message: CHECKOUT_ADDRESS_TEXT.notSaved(problem) });
        return;
      }
      saving.current = true;
      setSave({ status: 'saving' });
      try {
        const before = new Set(known.addresses.map((entry) => entry.id));
        const after = await addAddress(api, address);
        setBook({ status: 'ready', addresses: after });
        setChoice(after.find((entry) => !before.has(entry.id))?.id ?? NEW_ADDRESS);
        setSave({ status: 'saved' });
      } catch (error) {
        setSave({ status: 'failed', message: CHECKOUT_ADDRESS_TEXT.notSaved(errorText(error)) });
      } finally {
        saving.current = false;
      }
    },
    [api],
  );

  const choose = useCallback((next: string) => {
    setChoice(next);
    setSave({ status: 'idle' });
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { book, retry, choice, choose, chosen, saveNew, setSaveNew, save, saveIfAsked };
}

/**
 * Fills the form when the choice changes: a saved address's details, or empty delivery fields for
 * a new one (not on the first render, which shows what the shopper's account gave the form).
 */
export function useFillFromChoice(
  address: CheckoutAddress | undefined,
  setValue: (name: keyof AddressFormFields, value: string) => void,
): void {
  const chosen = address?.chosen ?? null;
  const choice = address?.choice ?? NEW_ADDRESS;
  const first = useRef(true);
  useEffect(() => {
    const wasFirst = first.current;
    first.current = false;
    const fields: Partial<AddressFormFields> = chosen
      ? formFieldsOfAddress(chosen)
      : wasFirst
        ? {}
        : NEW_ADDRESS_FIELDS;
    for (const [name, value] of Object.entries(fields) as Array<[keyof AddressFormFields, string]>)
      setValue(name, value);
  }, [chosen, choice, setValue]);
}
