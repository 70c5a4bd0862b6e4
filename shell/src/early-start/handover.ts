/**
 * The hand-over between the inline early-start script of index.html and the shell's bundle: the
 * script has already asked for these files, so start-up takes its answers instead of asking twice.
 */
export type EarlyFile = 'remotes' | 'config';

const SLOT = Symbol.for('storefront.shell.early-start.v1');

type Slots = Partial<Record<EarlyFile, Promise<unknown>>> & { manifests?: Record<string, Promise<unknown>> };

function slots(): Slots {
  const host = globalThis as unknown as Record<symbol, Slots | undefined>;
  return (host[SLOT] ??= {});
}

export function publishEarly(file: EarlyFile, body: Promise<unknown>): void {
  slots()[file] = body;
}

/** The early script's parsed body of `file` (null when it failed), once; undefined without the script. */
export function takeEarly(file: EarlyFile): Promise<unknown> | undefined {
  const all = slots();
  const body = all[file];
  delete all[file];
  return body;
}

/** A remote manifest the early script read (by URL), for the federation runtime to take once. */
export function publishEarlyManifest(url: string, body: Promise<unknown>): void {
  (slots().manifests ??= {})[url] = body;
}

export function takeEarlyManifest(url: string): Promise<unknown> | undefined {
  const manifests = slots().manifests ?? {};
  const body = manifests[url];
  delete manifests[url];
  return body;
}
