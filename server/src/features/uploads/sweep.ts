/**
 * Removes uploads nothing uses: a stored file that no product and no order line shows, once it is
 * older than the grace period (an admin uploads first and saves the product a moment later, so a
 * young file is always kept), with its sized copies; a sized copy whose original is gone goes too. Only the old files are looked up, each with a few reads
 * (upload-references.ts), never every order. Runs at start-up and then periodically.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseUploadVariantName } from 'shared-contracts/catalogue';
import type { DocumentStore } from '../../storage/port';
import { orderQueryFieldsComplete } from '../orders/backfill';
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
  docs: ReferenceReads & Pick<DocumentStore, 'count'>;
  graceMs: number;
  intervalMs: number;
  now?: () => number;
}

/** Sweeps once the app is ready and every `intervalMs` after; stops (and waits for a sweep in progress) on close. */
export function installUploadSweeper(
  app: FastifyInstance,
  { store, docs, graceMs, intervalMs, now = Date.now }: SweeperOptions,
): void {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  // Once every order carries its query fields, every later write keeps them: asked until then only.
  let ordersIndexed = false;
  const referenced = async (candidates: readonly string[]) => {
    ordersIndexed ||= await orderQueryFieldsComplete(docs);
    return referencedUploads(docs, candidates, { ordersIndexed });
  };
  const sweep = (): Promise<void> => {
    running ??= (async () => {
      try {
        const { removed, freedBytes } = await sweepUnusedUploads({ dir: store.dir, referenced, now: now(), graceMs });
        store.forget(freedBytes);
        if (removed.length > 0) app.log.info({ removed: removed.length, freedBytes }, 'removed unused uploads');
      } catch (error) {
        app.log.warn({ err: error }, 'sweeping unused uploads failed; trying again later');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  app.addHook('onReady', async () => {
    void sweep();
    // unref: the sweeper alone never keeps the process alive.
    timer = setInterval(() => void sweep(), intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
