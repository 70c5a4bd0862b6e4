import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FILTER_CATEGORIES, PRODUCT_LIMITS, type FilterCategory } from 'shared-contracts';
import { MAX_PER_ORDER_LIMIT, MAX_STOCK } from 'shared-contracts/catalogue';
import { GST_RATES } from 'shared-contracts/gst';
import type { ProductSubmission } from '../hooks/useProductSubmit';
import type { DraftField, ProductDraft } from '../lib/validateProduct';
import { PictureList } from './PictureList';
import { UploadProgress } from './UploadProgress';
import { VariantsEditor } from './VariantsEditor';

type TextField =
  'productName' | 'shortDesc' | 'description' | 'price' | 'compareAtPrice' | 'stock' | 'maxPerOrder' | 'hsn';

const isCategory = (value: string): value is FilterCategory => FILTER_CATEGORIES.some((c) => c === value);

export interface ProductFormProps {
  /** The fields to start from: EMPTY_DRAFT to add, draftOf(product) to edit. */
  initial: ProductDraft;
  submission: ProductSubmission;
  /** The submit button at rest and while saving, e.g. "Add Product" / "Adding product…". */
  submitLabel: string;
  savingLabel: string;
  /** Adding: empty the form after a save, ready for the next product. */
  resetOnSave?: boolean;
}

/**
 * The one product form, adding and editing (spec §5). Checks are ours (noValidate), so the spec's
 * toasts show rather than the browser's bubbles; the inputs still say what they need (required,
 * min, accept). The pictures are a list to add to, reorder and trim (PictureList); new files are
 * uploaded on save.
 */
export function ProductForm({ initial, submission, submitLabel, savingLabel, resetOnSave = false }: ProductFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const { phase, progress, problem, submit } = submission;
  const fields = useRef(new Map<DraftField, HTMLElement>());
  const busy = phase !== 'idle';
  // After a reset the fields are enabled again only on the next render: focus then.
  const [resets, setResets] = useState(0);
  useEffect(() => {
    if (resets > 0) fields.current.get('productName')?.focus();
  }, [resets]);

  const register = (field: DraftField) => (node: HTMLElement | null) => {
    if (node) fields.current.set(field, node);
    else fields.current.delete(field);
  };
  /** What every text input (and the description) takes: its ref, its value and change, off while busy. */
  const textProps = (field: TextField) => ({
    ref: register(field),
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
    disabled: busy,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await submit(draft);
    if (result.outcome === 'invalid') {
      const field = fields.current.get(result.field);
      // The variants' editor: the control the sentence is beside.
      (field?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? field)?.focus();
    }
    if (result.outcome === 'saved' && resetOnSave) {
      setDraft(initial);
      setResets((n) => n + 1);
    }
  };

  return (
    <form className="adm-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <div className="adm-field">
        <label htmlFor="adm-product-name">Product name</label>
        <input
          id="adm-product-name"
          type="text"
          required
          maxLength={PRODUCT_LIMITS.productName}
          {...textProps('productName')}
        />
      </div>
      <div className="adm-field">
        <label htmlFor="adm-short-desc">Short description</label>
        <input
          id="adm-short-desc"
          type="text"
          required
          maxLength={PRODUCT_LIMITS.shortDesc}
          {...textProps('shortDesc')}
        />
      </div>
      <div className="adm-field">
        <label htmlFor="adm-description">Description</label>
        <textarea
          id="adm-description"
          required
          rows={5}
          maxLength={PRODUCT_LIMITS.description}
          {...textProps('description')}
        />
      </div>
      <div className="adm-form__row">
        <div className="adm-field">
          <label htmlFor="adm-category">Category</label>
          <select
            id="adm-category"
            ref={register('category')}
            value={draft.category}
            onChange={(event) => {
              const { value } = event.target;
              if (isCategory(value)) setDraft((current) => ({ ...current, category: value }));
            }}
            disabled={busy}
          >
            {FILTER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="adm-price">Price (₹)</label>
          <input id="adm-price" type="number" inputMode="decimal" min={1} step="any" required {...textProps('price')} />
        </div>
        <div className="adm-field">
          <label htmlFor="adm-compare-at-price">Compare-at price (₹)</label>
          <input
            id="adm-compare-at-price"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-describedby="adm-compare-at-price-hint"
            {...textProps('compareAtPrice')}
          />
          <p id="adm-compare-at-price-hint" className="adm-hint">
            On sale: the price before, above the price (shown struck through). Empty: not on sale.
          </p>
        </div>
        <div className="adm-field">
          <label htmlFor="adm-stock">Stock</label>
          <input
            id="adm-stock"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_STOCK}
            step={1}
            required
            {...textProps('stock')}
          />
        </div>
        <div className="adm-field">
          <label htmlFor="adm-max-per-order">Most per order</label>
          <input
            id="adm-max-per-order"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PER_ORDER_LIMIT}
            step={1}
            aria-describedby="adm-max-per-order-hint"
            {...textProps('maxPerOrder')}
          />
          <p id="adm-max-per-order-hint" className="adm-hint">
            Empty: the shop&apos;s default.
          </p>
        </div>
      </div>
      <div className="adm-form__row">
        <div className="adm-field">
          <label htmlFor="adm-hsn">HSN code</label>
          <input
            id="adm-hsn"
            type="text"
            inputMode="numeric"
            maxLength={8}
            required
            aria-describedby="adm-hsn-hint"
            {...textProps('hsn')}
          />
          <p id="adm-hsn-hint" className="adm-hint">
            4 to 8 digits, printed on invoices: 9403 other furniture, 9401 seats, 9404 mattresses.
          </p>
        </div>
        <div className="adm-field">
          <label htmlFor="adm-gst-rate">GST rate</label>
          <select
            id="adm-gst-rate"
            ref={register('gstRatePercent')}
            value={draft.gstRatePercent}
            onChange={(event) => setDraft((current) => ({ ...current, gstRatePercent: event.target.value }))}
            disabled={busy}
          >
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate} %
              </option>
            ))}
          </select>
        </div>
      </div>
      <PictureList
        pictures={draft.pictures}
        onChange={(pictures) => setDraft((current) => ({ ...current, pictures }))}
        disabled={busy}
        inputRef={register('image')}
      />
      <div ref={register('variants')} tabIndex={-1}>
        <VariantsEditor
          value={draft.variants}
          onChange={(variants) => setDraft((current) => ({ ...current, variants }))}
          pictures={draft.pictures.flatMap((picture) => ('url' in picture ? [picture.url] : []))}
          defaultPrice={draft.price}
          disabled={busy}
        />
      </div>
      {problem && (
        <p className="adm-status adm-status--error" role="alert">
          {problem}
        </p>
      )}
      {phase === 'uploading' && <UploadProgress percent={progress} />}
      <button type="submit" className="adm-button adm-button--primary" disabled={busy} aria-busy={busy || undefined}>
        {phase === 'uploading' ? 'Uploading image…' : phase === 'saving' ? savingLabel : submitLabel}
      </button>
    </form>
  );
}
