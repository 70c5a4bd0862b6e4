/**
 * "Deliver to": the signed-in shopper's saved addresses as a radio group (the default chosen at
 * first), or "a new address" typed into the form below; and, for a new address, the "Save this
 * address" checkbox. Native radios: arrow keys move between them, and each label reads the whole address.
 */
import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { NEW_ADDRESS, type CheckoutAddress } from '../hooks/useCheckoutAddress';
import { addressSummary, CHECKOUT_ADDRESS_TEXT } from '../savedAddress';
import './checkout-address.css';

export function CheckoutAddressChoice({ address }: { address: CheckoutAddress }): ReactElement {
  const { book, choice, choose, retry } = address;
  return (
    <fieldset className="checkout-address" aria-busy={book.status === 'loading'}>
      <legend className="checkout-address__legend">{CHECKOUT_ADDRESS_TEXT.legend}</legend>
      {book.status === 'loading' && (
        <p className="checkout-address__note" role="status">
          {CHECKOUT_ADDRESS_TEXT.loading}
        </p>
      )}
      {book.status === 'failed' && (
        <p className="checkout-address__note" role="alert">
          {CHECKOUT_ADDRESS_TEXT.failed}{' '}
          <button type="button" className="cart-link-button" onClick={retry}>
            {CHECKOUT_ADDRESS_TEXT.retry}
          </button>
        </p>
      )}
      {book.status === 'ready' && book.addresses.length === 0 && (
        <p className="checkout-address__note">{CHECKOUT_ADDRESS_TEXT.empty}</p>
      )}
      {book.status === 'ready' && book.addresses.length > 0 && (
        <>
          {book.addresses.map((saved) => (
            <label key={saved.id} className="checkout-address__option">
              <input
                type="radio"
                name="checkout-address"
                value={saved.id}
                checked={choice === saved.id}
                onChange={() => choose(saved.id)}
              />
              <span>
                <strong>{saved.name}</strong>
                {saved.isDefault && (
                  <span className="checkout-address__badge"> ({CHECKOUT_ADDRESS_TEXT.defaultBadge})</span>
                )}
                <br />
                {addressSummary(saved)}
              </span>
            </label>
          ))}
          <label className="checkout-address__option">
            <input
              type="radio"
              name="checkout-address"
              value={NEW_ADDRESS}
              checked={choice === NEW_ADDRESS}
              onChange={() => choose(NEW_ADDRESS)}
            />
            <span>{CHECKOUT_ADDRESS_TEXT.newAddress}</span>
          </label>
          <Link className="checkout-address__manage" to={ROUTES.accountAddresses}>
            {CHECKOUT_ADDRESS_TEXT.manage}
          </Link>
        </>
      )}
    </fieldset>
  );
}

/** Shown under the form for a new address once the address book has loaded; says how the save went. */
export function SaveAddressToggle({ address }: { address: CheckoutAddress }): ReactElement | null {
  const { book, choice, saveNew, setSaveNew, save } = address;
  const offered = book.status === 'ready' && choice === NEW_ADDRESS;
  if (!offered && save.status !== 'saved') return null;
  return (
    <div className="checkout-address__save">
      {offered && (
        <label>
          <input type="checkbox" checked={saveNew} onChange={(event) => setSaveNew(event.target.checked)} />{' '}
          {CHECKOUT_ADDRESS_TEXT.save}
        </label>
      )}
      <p className="checkout-address__note" role="status">
        {save.status === 'saving' && CHECKOUT_ADDRESS_TEXT.saving}
        {save.status === 'saved' && CHECKOUT_ADDRESS_TEXT.saved}
        {save.status === 'failed' && save.message}
      </p>
    </div>
  );
}
