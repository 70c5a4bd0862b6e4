import { useState, type ReactElement } from 'react';
import type { OrderGstDocuments } from '../gst/api';
import { downloadFile } from './downloadFile';

export interface GstDocumentLinksProps {
  documents: OrderGstDocuments | undefined;
  /** The PDFs' paths on the API (GST_DOCUMENT_PATHS: the shopper's or the admin's). */
  invoicePath: string;
  creditNotePath: string;
  baseUrl: string;
  getIdToken: () => Promise<string | null>;
  /** Class names `<prefix>`, `<prefix>__button` and `<prefix>__error`, in the app's own CSS. */
  classPrefix: string;
}

/** "LK/26-27/000123" → "LK-26-27-000123.pdf", the server's own file name. */
const fileNameOf = (number: string): string => `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

/**
 * "Download invoice" and "Download credit note", each only once issued. Buttons, not links: the
 * PDF needs the user's token, so it is fetched and handed to the browser (downloadFile).
 */
export function GstDocumentLinks({
  documents,
  invoicePath,
  creditNotePath,
  baseUrl,
  getIdToken,
  classPrefix,
}: GstDocumentLinksProps): ReactElement | null {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const issued = [
    { label: 'Download invoice', document: documents?.invoice, path: invoicePath },
    { label: 'Download credit note', document: documents?.creditNote, path: creditNotePath },
  ].flatMap(({ document, ...rest }) => (document ? [{ ...rest, number: document.number }] : []));
  if (issued.length === 0) return null;

  const download = async (path: string, number: string, label: string) => {
    setBusy(label);
    setError(null);
    try {
      await downloadFile({
        baseUrl,
        path,
        token: await getIdToken(),
        fileName: fileNameOf(number),
        failure: 'The download failed',
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The download failed.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={classPrefix}>
      {issued.map(({ label, path, number }) => (
        <button
          key={label}
          type="button"
          className={`${classPrefix}__button`}
          aria-busy={busy === label}
          disabled={busy !== null}
          onClick={() => void download(path, number, label)}
        >
          {label} <span className={`${classPrefix}__number`}>({number}, PDF)</span>
        </button>
      ))}
      {error && (
        <p className={`${classPrefix}__error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
