import { useId, useState, type ChangeEvent } from 'react';
import { useAuth, useConfig, useModalDialog } from 'shared-contracts/react';
import { importProductsCsv, type ProductImportResult } from '../api/productCsvApi';
import { ModalFrame } from '../../../components/ModalFrame';

export const PRODUCT_IMPORT_TEXT = {
  title: 'Import products',
  hint: 'Choose a CSV file in the export’s columns. Rows with a product id change that product; rows without one add a product. Nothing is deleted, and a variant the file leaves out stays as it is.',
  checking: 'Checking the file…',
  applying: 'Importing…',
  errors: 'Nothing can be imported until these lines are fixed:',
  summary: (result: ProductImportResult): string =>
    `${result.create.length} to add, ${result.update.length} to change, ${result.unchanged.length} unchanged.`,
  done: (result: ProductImportResult): string =>
    `Imported: ${result.create.length} added, ${result.update.length} changed, ${result.unchanged.length} unchanged.`,
} as const;

type Step =
  | { status: 'choosing' }
  | { status: 'busy'; message: string }
  | { status: 'previewed'; file: Blob; preview: ProductImportResult }
  | { status: 'applied'; result: ProductImportResult }
  | { status: 'failed'; message: string };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong.');

/** One row of the preview: what the import does to a product. */
const plannedRows = (preview: ProductImportResult) => [
  ...preview.create.map(({ line, name, variants }) => ({
    line,
    name,
    what: variants > 0 ? `Add, with ${variants} variants` : 'Add',
  })),
  ...preview.update.map(({ line, name, fields }) => ({ line, name, what: `Change ${fields.join(', ')}` })),
  ...preview.unchanged.map(({ line, name }) => ({ line, name, what: 'Unchanged' })),
];

export interface ProductImportDialogProps {
  onClose: () => void;
}

/**
 * The product file import, in two steps: the chosen file is checked first (nothing written) and
 * its plan shown, product by product, with every bad line; Import applies it, and stays disabled
 * while the file has bad lines.
 */
export function ProductImportDialog({ onClose }: ProductImportDialogProps) {
  const titleId = useId();
  const { apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  const [step, setStep] = useState<Step>({ status: 'choosing' });
  const busy = step.status === 'busy';
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ onCancel: onClose, pending: busy });

  const run = async (file: Blob, dryRun: boolean) => {
    setStep({ status: 'busy', message: dryRun ? PRODUCT_IMPORT_TEXT.checking : PRODUCT_IMPORT_TEXT.applying });
    try {
      const result = await importProductsCsv(apiBaseUrl, await getIdToken(), file, dryRun);
      setStep(
        dryRun || !result.applied ? { status: 'previewed', file, preview: result } : { status: 'applied', result },
      );
    } catch (error) {
      setStep({ status: 'failed', message: messageOf(error) });
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(file, true);
  };

  const preview = step.status === 'previewed' ? step.preview : null;
  const canApply = preview !== null && preview.errors.length === 0 && preview.create.length + preview.update.length > 0;

  return (
    <ModalFrame role="dialog" titleId={titleId} wide dialogRef={dialogRef} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="adm-dialog__title">
        {PRODUCT_IMPORT_TEXT.title}
      </h2>
      <p className="adm-hint">{PRODUCT_IMPORT_TEXT.hint}</p>
      {step.status !== 'applied' && (
        <label className="adm-field">
          Product file
          <input type="file" accept=".csv,text/csv" disabled={busy} onChange={onFile} />
        </label>
      )}
      <p className="adm-status" role="status">
        {step.status === 'busy' && step.message}
        {preview && PRODUCT_IMPORT_TEXT.summary(preview)}
        {step.status === 'applied' && PRODUCT_IMPORT_TEXT.done(step.result)}
      </p>
      {step.status === 'failed' && (
        <p className="adm-status adm-status--error" role="alert">
          {step.message}
        </p>
      )}
      {preview && preview.errors.length > 0 && (
        <div className="adm-status adm-status--error" role="alert">
          <p>{preview.message ?? PRODUCT_IMPORT_TEXT.errors}</p>
          <ul aria-label="Problems in the file">
            {preview.errors.map(({ line, message }) => (
              <li key={`${line}-${message}`}>
                Line {line}: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview && plannedRows(preview).length > 0 && (
        <table className="adm-table">
          <caption>What the import does</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Product</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {plannedRows(preview)
              .sort((a, b) => a.line - b.line)
              .map(({ line, name, what }) => (
                <tr key={line}>
                  <td>{line}</td>
                  <td>{name}</td>
                  <td>{what}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      <div className="adm-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="adm-button adm-button--ghost"
          onClick={onClose}
          disabled={busy}
        >
          {step.status === 'applied' ? 'Close' : 'Cancel'}
        </button>
        {step.status !== 'applied' && (
          <button
            type="button"
            className="adm-button adm-button--primary"
            disabled={busy || !canApply}
            onClick={() => step.status === 'previewed' && void run(step.file, false)}
          >
            Import
          </button>
        )}
      </div>
    </ModalFrame>
  );
}
