import { useCallback, useId, useState, type FormEvent, type ReactElement } from 'react';
import { formatPaise, validateCouponInput, type Coupon, type CouponListResponse } from 'shared-contracts';
import { useAdminApi } from '../../../api/useAdminApi';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { appendNew, useLoadMore } from '../../../hooks/useLoadMore';
import { useResource } from '../../../hooks/useResource';
import {
  EMPTY_DRAFT,
  describeDiscount,
  describeScope,
  toCouponInput,
  toDraft,
  type CouponDraft,
} from '../utils/couponDraft';

export const COUPONS_TEXT = {
  title: 'Coupons',
  hint: 'Codes shoppers enter in the cart. The server prices every code; a paused code applies to no new order.',
  none: 'No coupons yet.',
  create: 'Create coupon',
  save: 'Save changes',
  cancel: 'Cancel',
  saved: (code: string): string => `Saved ${code}.`,
  pause: 'Pause',
  resume: 'Resume',
  edit: 'Edit',
} as const;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong.');

/**
 * The admin's coupons: the list (uses, status) a page at a time in code order ("Load more coupons"),
 * a form to create one or change one's terms, and pause/resume.
 */
export function CouponsPanel(): ReactElement {
  const id = useId();
  const api = useAdminApi();
  const { state, reload, update } = useResource(['coupons'], api.coupons);
  const appendPage = useCallback(
    (page: CouponListResponse) =>
      update((data) => ({ coupons: appendNew(data.coupons, page.coupons, (c) => c.code), next: page.next ?? null })),
    [update],
  );
  const more = useLoadMore(api.coupons, appendPage, 'Could not load more coupons.');
  const [draft, setDraft] = useState<CouponDraft>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState<string | null>(null);

  const field = <K extends keyof CouponDraft>(name: K) => ({
    value: draft[name] as string,
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const save = useCallback(
    async (input: ReturnType<typeof toCouponInput>, code: string | null) => {
      setStatus(null);
      try {
        const { code: _code, ...terms } = input;
        const saved = code ? await api.updateCoupon(code, terms) : await api.createCoupon(input);
        setStatus(COUPONS_TEXT.saved(saved.code));
        setDraft(EMPTY_DRAFT);
        setEditing(null);
        setProblems([]);
        // A changed coupon is replaced where it is shown (it may be on a later page); a new one
        // takes its place in code order when the list is read again.
        if (code)
          update((data) => ({ ...data, coupons: data.coupons.map((c) => (c.code === saved.code ? saved : c)) }));
        else reload();
      } catch (error) {
        setProblems([messageOf(error)]);
      }
    },
    [api, reload, update],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = toCouponInput(draft);
    const found = validateCouponInput(input);
    setProblems(found);
    if (found.length === 0) void save(input, editing);
  };

  const togglePause = (coupon: Coupon) => {
    void save({ ...toCouponInput(toDraft(coupon)), active: !coupon.active }, coupon.code);
  };

  return (
    <section className="adm-coupons" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="adm-title">
        {COUPONS_TEXT.title}
      </h1>
      <p className="adm-hint">{COUPONS_TEXT.hint}</p>
      {status && (
        <p className="adm-status" role="status">
          {status}
        </p>
      )}
      {state.status === 'loading' && <p>Loading…</p>}
      {state.status === 'error' && (
        <p className="adm-status adm-status--error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && state.data.coupons.length === 0 && <p>{COUPONS_TEXT.none}</p>}
      {state.status === 'ready' && state.data.coupons.length > 0 && (
        <div className="adm-table-scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Minimum order</th>
                <th scope="col">Valid</th>
                <th scope="col">Uses</th>
                <th scope="col">Applies to</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {state.data.coupons.map((coupon) => (
                <tr key={coupon.code}>
                  <th scope="row">{coupon.code}</th>
                  <td>{describeDiscount(coupon)}</td>
                  <td>{coupon.minOrderPaise > 0 ? formatPaise(coupon.minOrderPaise) : 'Any'}</td>
                  <td>
                    {coupon.validFrom ?? 'now'} – {coupon.validUntil ?? 'no end'}
                  </td>
                  <td>
                    {coupon.uses}
                    {coupon.totalLimit !== null && ` of ${coupon.totalLimit}`}
                    {coupon.perCustomerLimit !== null && ` (${coupon.perCustomerLimit} per shopper)`}
                  </td>
                  <td>{describeScope(coupon.scope)}</td>
                  <td>{coupon.active ? 'Active' : 'Paused'}</td>
                  <td>
                    <button
                      type="button"
                      className="adm-button adm-button--ghost adm-button--small"
                      aria-label={`${COUPONS_TEXT.edit} ${coupon.code}`}
                      onClick={() => {
                        setEditing(coupon.code);
                        setDraft(toDraft(coupon));
                        setProblems([]);
                      }}
                    >
                      {COUPONS_TEXT.edit}
                    </button>{' '}
                    <button
                      type="button"
                      className="adm-button adm-button--small"
                      aria-label={`${coupon.active ? COUPONS_TEXT.pause : COUPONS_TEXT.resume} ${coupon.code}`}
                      onClick={() => togglePause(coupon)}
                    >
                      {coupon.active ? COUPONS_TEXT.pause : COUPONS_TEXT.resume}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === 'ready' && <LoadMoreButton next={state.data.next ?? null} more={more} what="coupons" />}

      <form className="adm-form" onSubmit={onSubmit} noValidate aria-label={editing ? `Edit ${editing}` : 'New coupon'}>
        <h2 className="adm-subtitle">{editing ? `Edit ${editing}` : 'New coupon'}</h2>
        <label className="adm-field">
          Code
          <input {...field('code')} readOnly={editing !== null} maxLength={20} />
        </label>
        <label className="adm-field">
          Kind
          <select {...field('kind')}>
            <option value="percent">Percent off</option>
            <option value="fixed">Amount off (₹)</option>
          </select>
        </label>
        <label className="adm-field">
          {draft.kind === 'percent' ? 'Percent off' : 'Amount off (₹)'}
          <input {...field('value')} inputMode="decimal" />
        </label>
        <label className="adm-field">
          Minimum order (₹)
          <input {...field('minOrder')} inputMode="decimal" />
        </label>
        <label className="adm-field">
          Valid from
          <input type="date" {...field('validFrom')} />
        </label>
        <label className="adm-field">
          Valid until
          <input type="date" {...field('validUntil')} />
        </label>
        <label className="adm-field">
          Total uses (blank: no limit)
          <input {...field('totalLimit')} inputMode="numeric" />
        </label>
        <label className="adm-field">
          Uses per shopper (blank: no limit)
          <input {...field('perCustomerLimit')} inputMode="numeric" />
        </label>
        <label className="adm-field">
          Applies to
          <select {...field('scopeKind')}>
            <option value="all">Whole cart</option>
            <option value="category">One category</option>
            <option value="products">Some products</option>
          </select>
        </label>
        {draft.scopeKind !== 'all' && (
          <label className="adm-field">
            {draft.scopeKind === 'category' ? 'Category' : 'Product ids (comma separated)'}
            <input {...field('scopeValue')} />
          </label>
        )}
        <label className="adm-field">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(event) => setDraft((current) => ({ ...current, active: event.target.checked }))}
          />{' '}
          Active
        </label>
        {problems.length > 0 && (
          <ul className="adm-status adm-status--error" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <div className="adm-actions">
          <button type="submit" className="adm-button adm-button--primary">
            {editing ? COUPONS_TEXT.save : COUPONS_TEXT.create}
          </button>
          {editing && (
            <button
              type="button"
              className="adm-button adm-button--ghost"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY_DRAFT);
                setProblems([]);
              }}
            >
              {COUPONS_TEXT.cancel}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
