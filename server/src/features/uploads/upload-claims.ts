/**
 * uploads/{storedName}: which products claimed a stored upload (`productIds`, added when the admin
 * saves a product showing it) and whether an order line showed it (`ordered`: kept for good, as
 * orders are history). The sweep reads these records instead of every product and order; a claim
 * is a hint it checks, never the only thing that keeps a file (upload-references.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';
import { uploadNamesIn } from './upload-names';

export interface UploadRecord {
  productIds: string[];
  ordered: boolean;
}

export function toUploadRecord(data: DocumentData | null): UploadRecord | null {
  if (!data) return null;
  const productIds = Array.isArray(data.productIds)
    ? data.productIds.filter((id): id is string => typeof id === 'string')
    : [];
  return { productIds, ordered: data.ordered === true };
}

const fromUploadRecord = ({ productIds, ordered }: UploadRecord): DocumentData => ({
  productIds: [...productIds],
  ordered,
});

/** Changes the record of `name` (a missing one reads as unclaimed); `edit` answers null to leave it. */
export async function editUploadRecord(
  docs: Pick<DocumentStore, 'mutate'>,
  name: string,
  edit: (current: UploadRecord) => UploadRecord | null,
): Promise<void> {
  await docs.mutate('uploads', name, (data) => {
    const next = edit(toUploadRecord(data) ?? { productIds: [], ordered: false });
    return next ? fromUploadRecord(next) : undefined;
  });
}

/** Adds `productId` to the claims of every stored upload named in `shown`. */
export async function claimUploads(
  docs: Pick<DocumentStore, 'mutate'>,
  productId: string,
  shown: JsonValue,
): Promise<void> {
  for (const name of uploadNamesIn(shown)) {
    await editUploadRecord(docs, name, (record) =>
      record.productIds.includes(productId) ? null : { ...record, productIds: [...record.productIds, productId] },
    );
  }
}

export interface UploadClaims {
  /** Records that the product shows the stored uploads named in `shown`; a failure is logged, not thrown (the sweep checks the slow way). */
  claim(productId: string, shown: JsonValue): Promise<void>;
}

export function createUploadClaims(docs: Pick<DocumentStore, 'mutate'>, log: FastifyBaseLogger): UploadClaims {
  return {
    claim: (productId, shown) =>
      claimUploads(docs, productId, shown).catch((error: unknown) =>
        log.warn(
          { err: error, productId },
          'recording an upload claim failed; the sweep checks that picture the slow way',
        ),
      ),
  };
}
