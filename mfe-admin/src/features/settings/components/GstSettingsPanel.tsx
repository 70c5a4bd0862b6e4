/** /dashboard/settings: the seller's GST facts every invoice prints, loaded, edited and saved whole. */
import { useId, type ReactElement } from 'react';
import { LoadError } from '../../../components/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { useGstSettings } from '../hooks/useGstSettings';
import { EMPTY_GST_SETTINGS, GstSettingsForm } from './GstSettingsForm';

export const NOT_SET_YET =
  'Not set yet: until these are saved, orders are taken without a tax breakup and get no tax invoice.';

export function GstSettingsPanel(): ReactElement {
  const id = useId();
  const { state, reload, save, serverErrors, submit } = useGstSettings();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="adm-title">
        Settings
      </h1>
      <h2>GST</h2>
      <p className="adm-hint">
        Printed on every tax invoice and credit note. Changing them does not change invoices already issued.
      </p>
      {state.status === 'loading' && <LoadingStatus>Loading the GST settings…</LoadingStatus>}
      {state.status === 'error' && <LoadError what="the GST settings" message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {state.data.settings === null && <p className="adm-status">{NOT_SET_YET}</p>}
          {save.status === 'error' && (
            <p className="adm-status adm-status--error" role="alert">
              {save.message}
            </p>
          )}
          <GstSettingsForm
            key={state.data.updatedAt ?? 'unsaved'}
            initial={state.data.settings ?? EMPTY_GST_SETTINGS}
            saving={save.status === 'saving'}
            serverErrors={serverErrors}
            onSave={(settings) => void submit(settings)}
          />
          {state.data.updatedAt && (
            <p className="adm-muted">Last saved {new Date(state.data.updatedAt).toLocaleString('en-IN')}</p>
          )}
        </>
      )}
    </section>
  );
}
