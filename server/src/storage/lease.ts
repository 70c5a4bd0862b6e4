/**
 * A lease on one document: among server instances one holder at a time, until `leaseUntil`, renewed
 * by the holder while it works. A holder that died stops renewing, its lease runs out and another
 * instance takes over. The migration runner's records and the periodic jobs' `leases/{job}` hold one.
 */
import type { CollectionName, DocumentData, DocumentStore } from './port';

export interface LeaseFields {
  [field: string]: string;
  owner: string;
  leaseUntil: string;
}

/** Whether `owner` may take the lease kept in `record` at `now`: there is none, it ran out, or it is the owner's. */
export function leaseIsFree(record: DocumentData | null, owner: string, now: number): boolean {
  if (!record || record.owner === owner) return true;
  const until = typeof record.leaseUntil === 'string' ? Date.parse(record.leaseUntil) : Number.NaN;
  return Number.isNaN(until) || until <= now;
}

/** The fields that make `owner` the holder until `until` (milliseconds). */
export const leaseFields = (owner: string, until: number): LeaseFields => ({
  owner,
  leaseUntil: new Date(until).toISOString(),
});

export interface LeaseTerms {
  owner: string;
  leaseMs: number;
  now?: () => number;
}

/** What one hold() found and did. */
export interface LeaseHold {
  /** Whether the caller holds the lease now. */
  held: boolean;
  /** Who held it before this call (null when nobody had): another owner when this call took it over. */
  previousOwner: string | null;
  /** When the previous holding ran out (or runs out, when it was not taken). */
  previousLeaseUntil: string | null;
}

/** A lease on `collection/id`: hold() takes or renews it (answering whether this owner holds it now), release() gives it up. */
export function documentLease(
  docs: Pick<DocumentStore, 'mutate'>,
  collection: CollectionName,
  id: string,
  { owner, leaseMs, now = Date.now }: LeaseTerms,
) {
  return {
    async hold(): Promise<LeaseHold> {
      let outcome: LeaseHold = { held: false, previousOwner: null, previousLeaseUntil: null };
      await docs.mutate(collection, id, (current) => {
        // Decided afresh on every attempt: Firestore may run this again after a conflict.
        const at = now();
        outcome = {
          held: leaseIsFree(current, owner, at),
          previousOwner: typeof current?.owner === 'string' ? current.owner : null,
          previousLeaseUntil: typeof current?.leaseUntil === 'string' ? current.leaseUntil : null,
        };
        return outcome.held ? { ...(current ?? {}), ...leaseFields(owner, at + leaseMs) } : undefined;
      });
      return outcome;
    },
    /** Ends the lease at once when this owner holds it, so another instance need not wait for it to run out. */
    async release(): Promise<void> {
      await docs.mutate(collection, id, (current) =>
        current?.owner === owner ? { ...current, leaseUntil: new Date(now()).toISOString() } : undefined,
      );
    },
  };
}
