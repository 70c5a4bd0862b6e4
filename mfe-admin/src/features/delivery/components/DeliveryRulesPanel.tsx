import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { COD_CONFIRMATION_HOURS } from 'shared-contracts';
import { LoadError } from '../../../components/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { useDeliveryTable } from '../hooks/useDeliveryTable';
import { REST_OF_INDIA } from '../utils/tableDraft';
import { TermsCells } from './TermsCells';

const COLUMNS = [
  'Pincodes',
  'Deliverable',
  'Days (min–max)',
  'Freight ₹',
  'Free above ₹',
  'Assembly',
  'Assembly ₹',
  'COD',
  'COD cap ₹',
] as const;

function ProblemsRow({ id, problems }: { id: string; problems: readonly string[] }) {
  return (
    <tr className="adm-delivery__problems">
      <td colSpan={COLUMNS.length + 1}>
        <ul id={id}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

export const CONFIRM_COD_LABEL = `Cash-on-delivery orders must be confirmed by the shopper within ${COD_CONFIRMATION_HOURS} hours (or they are cancelled and their stock returns)`;

/**
 * /dashboard/delivery: the delivery rules by pincode prefix or range, the rest of India and the
 * holidays, edited in place and saved whole; the table as CSV out and in. Money is typed in
 * rupees and stored in paise.
 */
export function DeliveryRulesPanel() {
  const id = useId();
  const delivery = useDeliveryTable();
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const pincodesId = (key: string) => `${id}-${key}-pincodes`;

  // A row just added takes the focus, once: its pincodes are the first thing to type.
  useEffect(() => {
    if (addedKey) document.getElementById(`${id}-${addedKey}-pincodes`)?.focus();
  }, [id, addedKey]);
  const { state, draft, problems, importProblems, action } = delivery;
  const busy = action.status === 'busy';

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void delivery.importCsv(file);
  };

  return (
    <section className="adm-delivery" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="adm-title">
        Delivery
      </h1>
      <p className="adm-hint">
        A row covers a pincode prefix (<code>560</code>) or a range (<code>400001-400104</code>); the most specific row
        wins, and the rest of India answers for every other pincode. Amounts are in rupees.
      </p>
      {state.status === 'loading' && <LoadingStatus>Loading the delivery table…</LoadingStatus>}
      {state.status === 'error' && (
        <LoadError what="the delivery table" message={state.message} onRetry={delivery.reload} />
      )}
      {draft && (
        <>
          <div className="adm-actions">
            <button
              type="button"
              className="adm-button adm-button--ghost"
              disabled={busy}
              onClick={() => void delivery.exportCsv()}
            >
              Export CSV
            </button>
            <label className="adm-button adm-button--ghost">
              Import CSV
              <input type="file" accept=".csv,text/csv" className="visually-hidden" disabled={busy} onChange={onFile} />
            </label>
          </div>
          <p className="adm-status" role="status">
            {action.status === 'busy' || action.status === 'done' ? action.message : ''}
          </p>
          {action.status === 'error' && (
            <div className="adm-status adm-status--error" role="alert">
              <p>{action.message}</p>
              {importProblems.length > 0 && (
                <ul aria-label="Problems in the file">
                  {importProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
              {problems.table.length > 0 && (
                <ul aria-label="Problems in the table">
                  {problems.table.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="adm-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className="adm-table adm-table--delivery">
              <caption id={`${id}-caption`} className="adm-table__caption">
                Delivery rules: {draft.rules.length} {draft.rules.length === 1 ? 'row' : 'rows'} and the rest of India
              </caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.rules.flatMap((rule, index) => {
                  const name = `Row ${index + 1}`;
                  const rowProblems = problems.byRule[rule.key] ?? [];
                  const problemsId = rowProblems.length > 0 ? `${id}-${rule.key}-problems` : undefined;
                  const row = (
                    <tr key={rule.key}>
                      <td>
                        <input
                          type="text"
                          className="adm-delivery__pincodes"
                          id={pincodesId(rule.key)}
                          aria-label={`${name} pincodes`}
                          aria-invalid={problemsId ? true : undefined}
                          aria-describedby={problemsId}
                          value={rule.pincodes}
                          onChange={(event) => delivery.changeRule(rule.key, { pincodes: event.target.value })}
                        />
                      </td>
                      <TermsCells
                        name={name}
                        terms={rule}
                        problemsId={problemsId}
                        onChange={(change) => delivery.changeRule(rule.key, change)}
                      />
                      <td>
                        <button
                          type="button"
                          className="adm-button adm-button--danger adm-button--small"
                          aria-label={`Remove ${name.toLowerCase()} (${rule.pincodes.trim() || 'no pincodes yet'})`}
                          onClick={() => delivery.removeRule(rule.key)}
                        >
                          Remove
                        </button>
                      </td>
                    </tr>
                  );
                  return problemsId
                    ? [row, <ProblemsRow key={`${rule.key}-problems`} id={problemsId} problems={rowProblems} />]
                    : [row];
                })}
                <tr>
                  <th scope="row">{REST_OF_INDIA}</th>
                  <TermsCells
                    name={REST_OF_INDIA}
                    terms={draft.restOfIndia}
                    problemsId={problems.restOfIndia.length > 0 ? `${id}-rest-problems` : undefined}
                    onChange={delivery.changeRestOfIndia}
                  />
                  <td />
                </tr>
                {problems.restOfIndia.length > 0 && (
                  <ProblemsRow id={`${id}-rest-problems`} problems={problems.restOfIndia} />
                )}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="adm-button adm-button--ghost"
            onClick={() => setAddedKey(delivery.addRule())}
          >
            Add row
          </button>
          <div className="adm-field">
            <label htmlFor={`${id}-holidays`}>Holidays (no deliveries; one date a line, YYYY-MM-DD)</label>
            <textarea
              id={`${id}-holidays`}
              rows={4}
              value={draft.holidays}
              onChange={(event) => delivery.changeTableFields({ holidays: event.target.value })}
            />
          </div>
          <label className="adm-field">
            <input
              type="checkbox"
              checked={draft.confirmCashOnDelivery}
              onChange={(event) => delivery.changeTableFields({ confirmCashOnDelivery: event.target.checked })}
            />{' '}
            {CONFIRM_COD_LABEL}
          </label>
          <div className="adm-actions">
            <button
              type="button"
              className="adm-button adm-button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void delivery.save()}
            >
              Save table
            </button>
            {delivery.updatedAt && (
              <span className="adm-muted">Last saved {new Date(delivery.updatedAt).toLocaleString('en-IN')}</span>
            )}
          </div>
        </>
      )}
    </section>
  );
}
