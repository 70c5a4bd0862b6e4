/**
 * Runtime configuration, served by the shell's host as /config.json (ARCHITECTURE §9).
 * Nothing here is baked into a build: a deploy edits the file.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** e.g. "http://127.0.0.1:9099" for the local Auth emulator; null in production. */
  authEmulatorUrl: string | null;
}

export interface StorefrontConfig {
  storeName: string;
  apiBaseUrl: string;
  firebase: FirebaseWebConfig;
  paymentScriptUrl: string;
  uploadUrl: string;
  uploadPreset: string;
  chatWidgetUrl: string | null;
  contact: { email: string; phone: string; address: string };
}

/**
 * /remotes.json: remote name → URL of its mf-manifest.json. Beside a remote whose server build the
 * page server executes, a release's promote adds `"<name>.serverIntegrity": "sha256-<base64>"`, the
 * SRI hash of that build's file (serverIntegrityKey). Every value stays a string and every extra key
 * is not a remote name: shells read only the remote names (parseRemotesManifest), and shells and
 * page servers released before the key existed require string values, so they read the file as
 * before and ignore the key.
 */
export type RemotesManifest = Record<string, string>;

export const REMOTE_NAMES = ['catalog', 'cart', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The remotes.json key of a remote's server-build integrity (tooling/releases/live.js writes it). */
export const serverIntegrityKey = (remote: string): string => `${remote}.serverIntegrity`;

export function isStorefrontConfig(value: unknown): value is StorefrontConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StorefrontConfig>;
  return (
    typeof v.storeName === 'string' &&
    typeof v.apiBaseUrl === 'string' &&
    typeof v.firebase === 'object' &&
    v.firebase !== null &&
    typeof v.firebase.projectId === 'string'
  );
}

/** Local defaults: what a fresh checkout runs with (Auth emulator, local server, sandbox payments). */
export const DEFAULT_CONFIG: StorefrontConfig = {
  storeName: 'Furniture Store',
  apiBaseUrl: 'http://localhost:4000',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-storefront.firebaseapp.com',
    projectId: 'demo-storefront',
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
  paymentScriptUrl: 'http://localhost:4000/sandbox/checkout.js',
  uploadUrl: 'http://localhost:4000/api/uploads/image/upload',
  uploadPreset: 'storefront-unsigned',
  chatWidgetUrl: null,
  contact: {
    email: 'hello@store.example',
    phone: '+91 80 4000 1234',
    address: '14 Sawmill Road, Saharanpur, Uttar Pradesh 247001',
  },
};

/** A host's config body over the local defaults; the defaults alone when the body is not a config. */
export function toRuntimeConfig(body: unknown, fallback: StorefrontConfig = DEFAULT_CONFIG): StorefrontConfig {
  return isStorefrontConfig(body) ? { ...fallback, ...body } : fallback;
}

/** Reads a JSON file of the host (e.g. /config.json); falls back to `fallback` when absent or invalid. */
export async function fetchRuntimeConfig(
  url = '/config.json',
  fallback: StorefrontConfig = DEFAULT_CONFIG,
): Promise<StorefrontConfig> {
  try {
    // A plain fetch so the page's preload of /config.json is reused; hosts serve it no-cache.
    const response = await fetch(url);
    if (!response.ok) return fallback;
    return toRuntimeConfig(await response.json(), fallback);
  } catch {
    return fallback;
  }
}
