/** Types of index.js (plain CommonJS: the static hosts and build tooling are plain Node). */

/** The deployed config.json fields the policy reads; any other field is ignored. */
export interface PageConfig {
  apiBaseUrl?: string | null;
  paymentScriptUrl?: string | null;
  chatWidgetUrl?: string | null;
  uploadUrl?: string | null;
  firebase?: { authEmulatorUrl?: string | null } | null;
}

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export interface PagePolicyInput {
  config?: PageConfig | null;
  remotes?: Readonly<Record<string, string>> | null;
  https?: boolean;
  /** Where the page's own files are when another host serves the page (the page server). */
  shellOrigin?: string | null;
}

export type Headers = Record<string, string>;

export function inlineHashes(html: string): InlineHashes;
export function cspDirectives(page: PagePolicyInput & { hashes?: InlineHashes }): Record<string, string[]>;
export function serializeCsp(directives: Record<string, string[]>): string;
export function baseHeaders(options?: { https?: boolean }): Headers;
export function pageHeaders(page: PagePolicyInput & { html: string }): Headers;
export function pageHeadersFromFiles(
  locate: (html: string) => { html: string; config?: string | null; remotes?: string | null },
): (html: string, options?: { https?: boolean }) => Headers;
export function cdnHeadersFile(dir: string): string;
export function originOf(url: unknown): string | null;
