/**
 * /dashboard/settings, "Featured offer": which product on sale the home page's limited-offer
 * countdown shows, and when the offer ends. With none chosen the home page shows its couch and
 * the spec's date. The server checks the product (active, on sale) and the end (in the future) again.
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { COUNTDOWN_TARGET_ISO, formatRupees } from 'shared-contracts';
import { FEATURED_OFFER_MESSAGES, type FeaturedOffer } from 'shared-contracts/catalogue';
import { LoadError } from '../../../components/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFeaturedOfferSettings, type FeaturedOfferData } from '../hooks/useFeaturedOffer';
import { fromLocalInput, toLocalInput } from '../utils/localTime';

export const NO_OFFER_LABEL = `None: the couch, to ${new Date(COUNTDOWN_TARGET_ISO).toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})}`;

export function FeaturedOfferPanel(): ReactElement {
  const id = useId();
  const { state, reload, save, submit } = useFeaturedOfferSettings();
  return (
    <section aria-labelledby={`${id}-title`} className="adm-settings-section">
      <h2 id={`${id}-title`}>Featured offer</h2>
      <p className="adm-hint">
        The product on sale the home page&apos;s limited-offer countdown shows, and when the offer ends. Only active
        products with a compare-at price can be featured.
      </p>
      {state.status === 'loading' && <LoadingStatus>Loading the featured offer…</LoadingStatus>}
      {state.status === 'error' && <LoadError what="the featured offer" message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {save.status === 'error' && (
            <p className="adm-status adm-status--error" role="alert">
              {save.message.replace(/^body\/\w+: /, '')}
            </p>
          )}
          <FeaturedOfferForm
            key={`${state.data.offer?.productId ?? ''}|${state.data.offer?.endsAt ?? ''}`}
            data={state.data}
            saving={save.status === 'saving'}
            onSave={(offer) => void submit(offer)}
          />
        </>
      )}
    </section>
  );
}

function FeaturedOfferForm({
  data,
  saving,
  onSave,
}: {
  data: FeaturedOfferData;
  saving: boolean;
  onSave: (offer: FeaturedOffer | null) => void;
}): ReactElement {
  const [productId, setProductId] = useState(data.offer?.productId ?? '');
  const [endsAt, setEndsAt] = useState(data.offer ? toLocalInput(data.offer.endsAt) : '');
  const [problem, setProblem] = useState<string | null>(null);
  // A stored choice no longer on sale still shows, so the admin sees what is stored.
  const storedGone = data.offer && !data.onSale.some((product) => product.id === data.offer?.productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!productId) {
      setProblem(null);
      onSave(null);
      return;
    }
    const ends = fromLocalInput(endsAt);
    if (!ends) return setProblem(FEATURED_OFFER_MESSAGES.endsAtInvalid.replace(/, like .*$/, '.'));
    if (Date.parse(ends) <= Date.now()) return setProblem(FEATURED_OFFER_MESSAGES.endsAtPast);
    setProblem(null);
    onSave({ productId, endsAt: ends });
  };

  return (
    <form className="adm-settings" aria-label="Featured offer" onSubmit={submit} noValidate>
      <div className="adm-field">
        <label htmlFor="adm-offer-product">Product on offer</label>
        <select id="adm-offer-product" value={productId} onChange={(event) => setProductId(event.target.value)}>
          <option value="">{NO_OFFER_LABEL}</option>
          {storedGone && data.offer ? (
            <option value={data.offer.productId}>{data.offer.productId} (no longer on sale)</option>
          ) : null}
          {data.onSale.map((product) => (
            <option key={product.id} value={product.id}>
              {product.productName}: {formatRupees(product.price)}, was {formatRupees(product.compareAtPrice ?? 0)}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor="adm-offer-ends">Offer ends</label>
        <input
          id="adm-offer-ends"
          type="datetime-local"
          value={endsAt}
          disabled={!productId}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'adm-offer-ends-error' : undefined}
          onChange={(event) => setEndsAt(event.target.value)}
        />
        {problem && (
          <p id="adm-offer-ends-error" className="adm-field__error">
            {problem}
          </p>
        )}
      </div>
      <div className="adm-actions">
        <SubmitButton busy={saving} busyLabel="Saving…">
          Save featured offer
        </SubmitButton>
      </div>
    </form>
  );
}
