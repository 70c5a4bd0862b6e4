/**
 * A GST document series (invoices, credit notes): per prefix and financial year, serials from 1,
 * consecutive. documentSeries/{series} keeps the last serial; it and the numbered document are
 * written in one transaction (mutateAll), so concurrent issues on any number of servers leave no
 * gap and no duplicate, and a document already there is never numbered again.
 */
import { financialYearOf, formatDocumentNumber } from 'shared-contracts/gst';
import type { DocumentData, DocumentRef, DocumentStore } from '../../storage/port';

export const seriesId = (kind: 'invoice' | 'credit-note', prefix: string, issuedAt: Date): string =>
  `${kind}-${prefix}-${financialYearOf(issuedAt).label}`;

export interface NumberedWrite {
  series: string;
  prefix: string;
  issuedAt: Date;
  /** Where the numbered document goes; left alone when it is there already. */
  target: DocumentRef;
  build: (number: string, serial: number) => DocumentData;
}

/** The document stored at `target` afterwards, and whether this call numbered and wrote it. */
export async function writeNumbered(
  docs: Pick<DocumentStore, 'mutateAll'>,
  { series, prefix, issuedAt, target, build }: NumberedWrite,
): Promise<{ stored: DocumentData | null; wrote: boolean }> {
  // Set by the run of `change` that committed (Firestore may run it more than once).
  let wrote = false;
  const [, stored] = await docs.mutateAll(
    // The contended document first: this server's issues take turns on it (see mutateAll).
    [{ collection: 'documentSeries', id: series }, target],
    ([counter, existing]): Array<DocumentData | undefined> | undefined => {
      wrote = !existing;
      if (existing) return undefined;
      const serial = (typeof counter?.lastSerial === 'number' ? counter.lastSerial : 0) + 1;
      const number = formatDocumentNumber(prefix, financialYearOf(issuedAt), serial);
      return [{ lastSerial: serial, lastNumber: number, updatedAt: issuedAt.toISOString() }, build(number, serial)];
    },
  );
  return { stored: stored ?? null, wrote };
}
