/**
 * Expiry of the change feed's deletion tombstones (firestore-change-stamps.ts), so they do not pile
 * up for ever: every hour, on the one instance holding the job's lease (leases/tombstone-expiry),
 * the tombstones older than the retention period are deleted. A store whose feed keeps no
 * tombstones (SQLite) runs nothing.
 */
import { periodicPlugin, startPeriodic, type JobLog } from '../features/orders/periodic';
import type { StoragePort } from './port';

/**
 * How long a tombstone is kept. A feed reads a tombstone only while it is after the feed's T (less
 * a minute's margin); T keeps up with the feed's snapshots, and a feed whose listener failed opens
 * again from the same T with back-offs of at most 30 s. A tombstone older than T is never read
 * again, so retention need only outlast the longest a running instance's feed can fall behind: a
 * Firestore outage or a stalled instance. A week covers any such outage by far (an instance
 * started afresh starts its feed at the newest change, needing no old tombstones), while what a
 * week of deletions leaves behind stays small.
 */
export const TOMBSTONE_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** Once an hour: deletions are rare, and a tombstone kept an hour past its week does no harm. */
export const TOMBSTONE_EXPIRY_INTERVAL_MS = 60 * 60_000;
/** The job's lease: leases/tombstone-expiry. */
export const TOMBSTONE_EXPIRY_JOB = 'tombstone-expiry';

export interface TombstoneExpiryOptions {
  intervalMs: number;
  log: JobLog;
  now?: () => number;
  /** false: the first run an interval after the start (default: at once). */
  runAtStart?: boolean;
}

/** Starts the expiry (once now, then every `intervalMs`); the returned function stops it and waits for a run under way. */
export function startTombstoneExpiry(
  storage: Pick<StoragePort, 'docs' | 'expireTombstones'>,
  { intervalMs, log, now = Date.now, runAtStart = true }: TombstoneExpiryOptions,
): () => Promise<void> {
  if (!storage.expireTombstones) return async () => undefined;
  const expire = async () => {
    const expired = (await storage.expireTombstones?.(new Date(now() - TOMBSTONE_RETENTION_MS))) ?? 0;
    if (expired > 0) log.info({ expired }, 'change feed tombstones expired');
  };
  return startPeriodic(expire, {
    intervalMs,
    log,
    name: 'tombstone expiry',
    lease: { docs: storage.docs, job: TOMBSTONE_EXPIRY_JOB },
    runAtStart,
  });
}

/**
 * The expiry as part of the app: started when the app is ready, stopped before it closes (and its
 * storage with it). Its first run comes an hour after the start: nothing is urgent about a week-old
 * tombstone, and an instance's start-up (migrations, the feeds, the other jobs' leases) is busy enough.
 */
export const tombstoneExpiry = periodicPlugin<{ storage: StoragePort }>('tombstoneExpiry', ({ storage }, log) =>
  startTombstoneExpiry(storage, { intervalMs: TOMBSTONE_EXPIRY_INTERVAL_MS, log, runAtStart: false }),
);
