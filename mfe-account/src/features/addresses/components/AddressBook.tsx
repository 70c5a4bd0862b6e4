import { useCallback, useEffect, useState } from 'react';
import {
  ADDRESS_LIMITS,
  addAddress,
  deleteAddress,
  fetchAddresses,
  makeDefaultAddress,
  updateAddress,
  type AddressInput,
  type SavedAddress,
} from 'shared-contracts';
import { useApi } from 'shared-contracts/react';
import { showToast } from 'shared-contracts/toast';
import { errorMessage } from '../../../lib/errors';
import { AddressForm, EMPTY_ADDRESS } from './AddressForm';

type Load =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; addresses: SavedAddress[] };
type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

const LOAD_FAILED = 'Could not load your addresses.';

const fieldsOf = ({ name, phone, line1, line2, landmark, city, state, pincode }: SavedAddress): AddressInput => ({
  name,
  phone,
  line1,
  line2,
  landmark,
  city,
  state,
  pincode,
});

function AddressText({ address }: { address: SavedAddress }) {
  return (
    <address className="account-address__text">
      <strong>{address.name}</strong>
      <br />
      {[address.line1, address.line2].filter(Boolean).join(', ')}
      {address.landmark ? (
        <>
          <br />
          Landmark: {address.landmark}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      {address.phone}
    </address>
  );
}

/** The address book: list, add, edit, delete, make default; each change answers the whole book. */
export function AddressBook() {
  const api = useApi();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchAddresses(api).then(
      (addresses) => setLoad({ status: 'ready', addresses }),
      (error: unknown) => setLoad({ status: 'failed', message: errorMessage(error) || LOAD_FAILED }),
    );
  }, [api]);
  useEffect(reload, [reload]);

  /** Runs one change of the book; resolves to the refusal's message, if any. */
  const change = async (run: () => Promise<SavedAddress[]>, done: string): Promise<string | undefined> => {
    try {
      const addresses = await run();
      setLoad({ status: 'ready', addresses });
      setEditing(null);
      showToast('success', done);
      return undefined;
    } catch (error) {
      return errorMessage(error) || 'Could not save. Please try again.';
    }
  };

  const act = async (id: string, run: () => Promise<SavedAddress[]>, done: string) => {
    setBusyId(id);
    const problem = await change(run, done);
    setBusyId(null);
    if (problem) showToast('error', problem);
  };

  if (load.status === 'loading') return <p role="status">Loading your addresses…</p>;
  if (load.status === 'failed')
    return (
      <div role="alert" className="account-section">
        <p>{load.message}</p>
        <button type="button" className="account-button" onClick={reload}>
          Try again
        </button>
      </div>
    );

  const { addresses } = load;
  if (editing)
    return editing.mode === 'add' ? (
      <AddressForm
        title="Add an address"
        initial={EMPTY_ADDRESS}
        submitLabel="Save address"
        onCancel={() => setEditing(null)}
        onSave={(address) => change(() => addAddress(api, address), 'Address saved.')}
      />
    ) : (
      <AddressForm
        title="Edit address"
        initial={fieldsOf(editing.address)}
        submitLabel="Save changes"
        onCancel={() => setEditing(null)}
        onSave={(address) => change(() => updateAddress(api, editing.address.id, address), 'Address updated.')}
      />
    );

  return (
    <>
      {addresses.length === 0 ? (
        <p className="account-lead">You have no saved addresses yet.</p>
      ) : (
        <ul className="account-addresses" aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id} className="account-address" data-testid="address">
              <AddressText address={address} />
              {address.isDefault ? <span className="account-badge">Default</span> : null}
              <div className="account-actions">
                <button
                  type="button"
                  className="account-link-button"
                  onClick={() => setEditing({ mode: 'edit', address })}
                >
                  Edit
                  <span className="visually-hidden">
                    {' '}
                    {address.name}, {address.city}
                  </span>
                </button>
                {address.isDefault ? null : (
                  <button
                    type="button"
                    className="account-link-button"
                    disabled={busyId !== null}
                    onClick={() =>
                      void act(address.id, () => makeDefaultAddress(api, address.id), 'Default address changed.')
                    }
                  >
                    Make default
                    <span className="visually-hidden">
                      {' '}
                      {address.name}, {address.city}
                    </span>
                  </button>
                )}
                <button
                  type="button"
                  className="account-link-button"
                  disabled={busyId !== null}
                  onClick={() => void act(address.id, () => deleteAddress(api, address.id), 'Address deleted.')}
                >
                  Delete
                  <span className="visually-hidden">
                    {' '}
                    {address.name}, {address.city}
                  </span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {addresses.length < ADDRESS_LIMITS.maxAddresses ? (
        <button type="button" className="account-button" onClick={() => setEditing({ mode: 'add' })}>
          Add an address
        </button>
      ) : (
        <p className="account-lead">
          You have {ADDRESS_LIMITS.maxAddresses} addresses, the most we keep: delete one to add another.
        </p>
      )}
    </>
  );
}
