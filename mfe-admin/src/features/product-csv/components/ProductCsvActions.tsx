import { useState } from 'react';
import { useAuth, useConfig } from 'shared-contracts/react';
import { downloadProductsCsv } from '../api/productCsvApi';
import { ProductImportDialog } from './ProductImportDialog';

/** The products page's Export and Import buttons (every product as CSV; a CSV file checked, then applied). */
export function ProductCsvActions() {
  const { apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadProductsCsv(apiBaseUrl, await getIdToken());
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="adm-button adm-button--ghost"
        disabled={exporting}
        onClick={() => void exportCsv()}
      >
        {exporting ? 'Exporting…' : 'Export CSV'}
      </button>
      <button type="button" className="adm-button adm-button--ghost" onClick={() => setImporting(true)}>
        Import CSV
      </button>
      {exportError && (
        <span className="adm-status adm-status--error" role="alert">
          {exportError}
        </span>
      )}
      {importing && <ProductImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
