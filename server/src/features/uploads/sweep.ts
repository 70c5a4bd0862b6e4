/**
 * Removes uploads nothing uses: a stored file that no product and no order line shows, once it is
 * older than the grace period (an admin uploads first and saves the product a moment later, so a
 * young file is always kept), with its sized copies; a sized copy whose original is gone goes too. Only
 * the old files are looked up, each with a few reads (upload-references.ts), never every order. Runs
 * at start-up and then periodically, on one instance at a time (the holder of its lease, like the
 * other periodic jobs).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseUploadVariantName } from 'shared-contracts/catalogue';
import type { DocumentStore } from '../../storage/port';
import { orderQueryFieldsComplete } from '../orders/backfill';
import { productImageNamesComplete } from '../../migrations/product-image-names';
import { periodicPlugin, startPeriodic, type JobLog } from '../orders/periodic';
import { referencedUploads, type ReferenceReads } from './upload-references';
import { STORED_NAME, type UploadStore } from './upload-store';

export interface SweepOptions {
  dir: string;
  /** Of the old stored files, those something still shows (asked only when there is one). */
  referenced: (candidates: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Now, in ms since the epoch (a test passes a fake clock). */
  now: number;
  graceMs: number;
}

export interface SweepResult {
  removed: string[];
  freedBytes: number;
}

/** Deletes the stored files in `dir` last modified more than `graceMs` before `now` that nothing references, and their sized copies. */
export async function sweepUnusedUploads({ dir, referenced, now, graceMs }: SweepOptions): Promise<SweepResult> {
  const old: Array<{ name: string; bytes: number }> = [];
  const originals = new Set<string>();
  const copies = new Map<string, string[]>();
  for (const name of await fs.readdir(dir)) {
    const copyOf = parseUploadVariantName(name)?.stem;
    if (copyOf !== undefined) copies.set(copyOf, [...(copies.get(copyOf) ?? []), name]);
    if (!STORED_NAME.test(name)) continue;
    originals.add(stemOf(name));
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs >= graceMs) old.push({ name, bytes: stat.size });
  }
  const result: SweepResult = { removed: [], freedBytes: 0 };
  const remove = async (name: string) => {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (!stat?.isFile()) return;
    await fs.rm(path.join(dir, name), { force: true });
    result.removed.push(name);
    result.freedBytes += stat.size;
  };
  const kept = old.length === 0 ? new Set<string>() : await referenced(old.map(({ name }) => name));
  for (const { name } of old) {
    if (kept.has(name)) continue;
    await remove(name);
    originals.delete(stemOf(name));
  }
  for (const [stem, names] of copies) {
    if (!originals.has(stem)) for (const name of names) await remove(name);
  }
  return result;
}

/** The 32 hex digits an upload and its sized copies share. */
const stemOf = (name: string): string => name.slice(0, name.indexOf('.'));

export interface SweeperOptions {
  store: UploadStore;
  docs: ReferenceReads & Pick<DocumentStore, 'count' | 'mutate'>;
  graceMs: number;
  intervalMs: number;
  now?: () => number;
}

/** The sweep's lease document: leases/{UPLOAD_SWEEP_JOB}. */
export const UPLOAD_SWEEP_JOB = 'uploads-sweep';

/**
 * Sweeps now and every `intervalMs` after, on the instance holding the sweep's lease only: instances
 * that keep local uploads share one folder (a picture on one instance's own disk would be missing
 * behind the others), so one sweep of it, one set of reference reads, is enough, and two sweeps would
 * race to remove the same files. The returned function stops it, waits for a sweep under way and
 * gives the lease up.
 */
export function startUploadSweep(
  { store, docs, graceMs, intervalMs, now = Date.now }: SweeperOptions,
  log: JobLog,
): () => Promise<void> {
  // Once every order carries its query fields, and every product its imageNames (their migration is
  // done), every later write keeps them: asked until then only.
  let ordersIndexed = false;
  let productsIndexed = false;
  const referenced = async (candidates: readonly string[]) => {
    ordersIndexed ||= await orderQueryFieldsComplete(docs);
    productsIndexed ||= await productImageNamesComplete(docs);
    return referencedUploads(docs, candidates, { ordersIndexed, productsIndexed });
  };
  const sweep = async (): Promise<void> => {
    const { removed, freedBytes } = await sweepUnusedUploads({ dir: store.dir, referenced, now: now(), graceMs });
    store.forget(freedBytes);
    if (removed.length > 0) log.info({ removed: removed.length, freedBytes }, 'removed unused uploads');
  };
  return startPeriodic(sweep, { intervalMs, log, name: 'uploads sweep', lease: { docs, job: UPLOAD_SWEEP_JOB } });
}

/** The sweep as part of the app: started once the app is ready, stopped (a sweep under way awaited) before it closes. */
export const uploadSweep = periodicPlugin<SweeperOptions>('uploadSweep', startUploadSweep);
