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

/** Map of remote name → URL of its mf-manifest.json, served as /remotes.json. */
export type RemotesManifest = Record<string, string>;

export const REMOTE_NAMES = ['catalog', 'cart', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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
