import { useState, type FormEvent } from 'react';
import { useOrdersCsvExport } from '../hooks/useOrdersCsvExport';
import { indiaDate } from '../utils/orderText';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Two India dates (default: the last 30 days) and a button that downloads their orders as CSV. */
export function ExportOrdersCsv() {
  const [from, setFrom] = useState(() => indiaDate(new Date(Date.now() - 29 * DAY_MS)));
  const [to, setTo] = useState(() => indiaDate(new Date()));
  const { state, run } = useOrdersCsvExport();
  const invalid = !from || !to || from > to;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) void run(from, to);
  };

  return (
    <form className="adm-filters" aria-label="Export orders as CSV" onSubmit={onSubmit}>
      <div className="adm-field">
        <label htmlFor="adm-orders-from">From</label>
        <input
          id="adm-orders-from"
          type="date"
          value={from}
          max={to}
          onChange={(event) => setFrom(event.target.value)}
          required
        />
      </div>
      <div className="adm-field">
        <label htmlFor="adm-orders-to">To</label>
        <input
          id="adm-orders-to"
          type="date"
          value={to}
          min={from}
          onChange={(event) => setTo(event.target.value)}
          required
        />
      </div>
      <button
        type="submit"
        className="adm-button adm-button--ghost"
        disabled={invalid || state.status === 'running'}
        aria-busy={state.status === 'running' || undefined}
      >
        {state.status === 'running' ? 'Exporting…' : 'Export CSV'}
      </button>
      {invalid && <p className="adm-field__error">Choose a start date on or before the end date.</p>}
      {state.status === 'error' && (
        <p className="adm-status adm-status--error" role="alert">
          Could not export the orders: {state.message}
        </p>
      )}
    </form>
  );
}
