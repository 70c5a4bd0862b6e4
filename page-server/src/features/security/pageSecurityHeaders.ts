/**
 * The page's security headers from the one module every host uses (tooling/security-headers.js):
 * the CSP is built from the page as served (its inline script and style hashes; JSON-LD and the
 * page data are data blocks, not code), the shell's deployed config.json and remotes.json, and the
 * shell's host as the origin of the page's own files.
 */
import type { RemotesManifest, StorefrontConfig } from 'shared-contracts';

interface SecurityHeadersModule {
  pageHeaders(page: { html: string; config: StorefrontConfig; remotes: RemotesManifest | null; https: boolean; shellOrigin: string }): Record<string, string>;
  baseHeaders(options: { https: boolean }): Record<string, string>;
}

// Plain JS shared with the static hosts and the CDN headers file: the repository root is four levels
// up from src/features/security and dist/features/security alike.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const securityHeaders = require('../../../../tooling/security-headers') as SecurityHeadersModule;

export const pageSecurityHeaders = securityHeaders.pageHeaders;
export const baseSecurityHeaders = securityHeaders.baseHeaders;
