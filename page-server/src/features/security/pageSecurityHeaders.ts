/**
 * The page's security headers from the one module every host uses (the security-headers package):
 * the CSP is built from the page as served (its inline script and style hashes; JSON-LD and the
 * page data are data blocks, not code), the shell's deployed config.json and remotes.json, and the
 * shell's host as the origin of the page's own files.
 */
import { baseHeaders, pageHeaders } from 'security-headers';

export const pageSecurityHeaders = pageHeaders;
export const baseSecurityHeaders = baseHeaders;
