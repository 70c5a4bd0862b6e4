/**
 * The hand-over between the inline early-start script of index.html and the shell's bundle: the
 * script has already asked for these files, so start-up and the federation runtime take its
 * answers instead of asking twice.
 */
export type EarlyFile = 'remotes' | 'config' | `manifest:${string}`;

const SLOT = Symbol.for('storefront.shell.early-start.v1');

type Answers = Partial<Record<EarlyFile, Promise<unknown>>>;

function answers(): Answers {
  const host = globalThis as unknown as Record<symbol, Answers | undefined>;
  return (host[SLOT] ??= {});
}

export const manifestFile = (url: string): EarlyFile => `manifest:${url}`;

export function publishEarly(file: EarlyFile, body: Promise<unknown>): void {
  answers()[file] = body;
}

/** The early script's parsed body of `file` (null when it failed), once; undefined without the script. */
export function takeEarly(file: EarlyFile): Promise<unknown> | undefined {
  const all = answers();
  const body = all[file];
  delete all[file];
  return body;
}
