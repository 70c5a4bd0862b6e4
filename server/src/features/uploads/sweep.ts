/**
 * Removes uploads nothing uses: a stored file that no product's and no order line's image URL
 * names, once it is older than the grace period (an admin uploads first and saves the product a
 * moment later, so a young file is always kept). Runs at start-up and then periodically.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DocumentStore, JsonValue } from '../../storage/port';
import { STORED_NAME, type UploadStore } from './upload-store';

export interface SweepOptions {
  dir: string;
  /** Names of stored files something still points at. */
  referenced: ReadonlySet<string>;
  /** Now, in ms since the epoch (a test passes a fake clock). */
  now: number;
  graceMs: number;
}

export interface SweepResult {
  removed: string[];
  freedBytes: number;
}

/** Deletes the unreferenced stored files in `dir` last modified more than `graceMs` before `now`. */
export async function sweepUnusedUploads({ dir, referenced, now, graceMs }: SweepOptions): Promise<SweepResult> {
  const result: SweepResult = { removed: [], freedBytes: 0 };
  for (const name of await fs.readdir(dir)) {
    if (!STORED_NAME.test(name) || referenced.has(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < graceMs) continue;
    await fs.rm(file, { force: true });
    result.removed.push(name);
    result.freedBytes += stat.size;
  }
  return result;
}

/** Every stored-upload name found in a string of a document (products' imgUrl, order lines' imgUrl). */
function collectNames(value: JsonValue, into: Set<string>): void {
  if (typeof value === 'string') {
    // The name is the URL's last path segment (query and fragment cut off).
    const candidate = (value.split(/[?#]/, 1)[0] ?? '').split('/').pop();
    if (candidate && STORED_NAME.test(candidate)) into.add(candidate);
  } else if (Array.isArray(value)) {
    for (const item of value) collectNames(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectNames(item, into);
  }
}

/** The upload names products and orders point at, read through the storage port. */
export async function referencedUploadNames(docs: Pick<DocumentStore, 'list'>): Promise<Set<string>> {
  const names = new Set<string>();
  for (const collection of ['products', 'orders'] as const) {
    for (const { data } of await docs.list(collection)) collectNames(data, names);
  }
  return names;
}

export interface SweeperOptions {
  store: UploadStore;
  docs: Pick<DocumentStore, 'list'>;
  graceMs: number;
  intervalMs: number;
  now?: () => number;
}

/** Sweeps once the app is ready and every `intervalMs` after; stops (and waits for a sweep in progress) on close. */
export function installUploadSweeper(app: FastifyInstance, { store, docs, graceMs, intervalMs, now = Date.now }: SweeperOptions): void {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const sweep = (): Promise<void> => {
    running ??= (async () => {
      try {
        const referenced = await referencedUploadNames(docs);
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
