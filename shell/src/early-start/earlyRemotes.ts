/**
 * The hand-over between the inline early-start script of index.html and the shell's bundle: the
 * script has already asked for /remotes.json, so start-up takes that answer instead of asking twice.
 */
const EARLY_REMOTES = Symbol.for('storefront.shell.early-remotes.v1');

type Slot = Record<symbol, Promise<unknown> | undefined>;

export function publishEarlyRemotes(remotes: Promise<unknown>): void {
  (globalThis as unknown as Slot)[EARLY_REMOTES] = remotes;
}

/** The early script's /remotes.json body (null when it failed), once; undefined without the script. */
export function takeEarlyRemotes(): Promise<unknown> | undefined {
  const slot = globalThis as unknown as Slot;
  const remotes = slot[EARLY_REMOTES];
  delete slot[EARLY_REMOTES];
  return remotes;
}
