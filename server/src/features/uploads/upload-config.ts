/**
 * Image settings (part of ServerConfig): the local Cloudinary-compatible upload endpoint and which
 * image URLs a product may point at.
 *
 *   UPLOAD_PRESET            the unsigned preset the endpoint accepts (default storefront-unsigned)
 *   UPLOAD_PUBLIC_BASE_URL   where stored uploads are reachable (default http://localhost:<PORT>/uploads/)
 *   CLOUDINARY_CLOUD_NAME    also accept product images on https://res.cloudinary.com/<cloud>/
 *   IMAGE_URL_PREFIXES       more accepted image URL prefixes, comma-separated (e.g. a CDN)
 *   UPLOAD_RATE_LIMIT        uploads per client IP per minute (default 30)
 *   UPLOAD_QUOTA_MB          total size of all stored uploads, in MB (default 500)
 *   UPLOAD_GRACE_HOURS       how long an upload no product or order uses is kept (default 24)
 *
 * On Firestore (STORAGE=firestore, not an emulator) the shop runs as several API instances, and a
 * picture kept on one instance's disk would be missing behind the others: local uploads are
 * refused there, and the pictures' host must be named (CLOUDINARY_CLOUD_NAME or IMAGE_URL_PREFIXES).
 */
import { PRODUCT_LIMITS } from 'shared-contracts';
import { type Env, SettingError, readSetting } from '../../settings';

export interface UploadConfig {
  preset: string;
  /** Ends with '/'; an upload's secure_url is this plus its file name. */
  publicBaseUrl: string;
  /** A product's imgUrl must start with one of these (each ends with '/'). */
  allowedImageUrlPrefixes: string[];
  maxBytes: number;
  ratePerMinute: number;
  /** The most all stored uploads together may take. */
  quotaBytes: number;
  /** An upload no product or order points at is removed once it is older than this. */
  graceMs: number;
  /** false: this server stores no pictures (its storage is shared by several instances). */
  localUploads: boolean;
}

export const DEFAULT_UPLOAD_PRESET = 'storefront-unsigned';
export const DEFAULT_UPLOAD_RATE_PER_MINUTE = 30;
export const DEFAULT_UPLOAD_QUOTA_MB = 500;
export const DEFAULT_UPLOAD_GRACE_HOURS = 24;
const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** Thrown for a bad setting; loadConfig turns it into its own ConfigError. */
export class UploadConfigError extends SettingError {}

/** An absolute http(s) URL, normalised, with a trailing slash so it only matches whole path segments. */
function urlPrefix(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UploadConfigError(`${name} must be an absolute URL, got '${raw}'.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UploadConfigError(`${name} must be an http(s) URL, got '${raw}'.`);
  }
  url.search = '';
  url.hash = '';
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** A whole number above 0 from `name`, or `fallback` when unset. */
function readCount(env: Env, name: string, fallback: number): number {
  const raw = readSetting(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UploadConfigError(`${name} must be a whole number above 0, got '${raw}'.`);
  }
  return value;
}

/** The answer to an upload sent to an API instance that keeps no pictures. */
export const LOCAL_UPLOADS_REFUSED_MESSAGE =
  'This shop keeps its data in Firestore, where several API instances share the work, so pictures are not ' +
  "stored on an API instance's disk. Upload them to Cloudinary: set the shell's uploadUrl to " +
  "https://api.cloudinary.com/v1_1/<cloud>/image/upload and its uploadPreset to the cloud's unsigned preset.";

export function readUploadConfig(
  env: Env,
  port: number,
  { localUploads }: { localUploads: boolean } = { localUploads: true },
): UploadConfig {
  const publicBaseUrl = urlPrefix(
    readSetting(env, 'UPLOAD_PUBLIC_BASE_URL') ?? `http://localhost:${port}/uploads/`,
    'UPLOAD_PUBLIC_BASE_URL',
  );
  const prefixes = localUploads ? [publicBaseUrl] : [];
  const cloud = readSetting(env, 'CLOUDINARY_CLOUD_NAME');
  if (cloud !== undefined) {
    if (!/^[\w-]{1,64}$/.test(cloud))
      throw new UploadConfigError(`CLOUDINARY_CLOUD_NAME is not a cloud name: '${cloud}'.`);
    prefixes.push(`https://res.cloudinary.com/${cloud}/`);
  }
  for (const extra of (readSetting(env, 'IMAGE_URL_PREFIXES') ?? '').split(',')) {
    if (extra.trim()) prefixes.push(urlPrefix(extra.trim(), 'IMAGE_URL_PREFIXES'));
  }
  if (prefixes.length === 0)
    throw new UploadConfigError(
      'STORAGE=firestore keeps no pictures on the API instances: name where product pictures are hosted with ' +
        'CLOUDINARY_CLOUD_NAME (the Cloudinary cloud the admin uploads to) or IMAGE_URL_PREFIXES.',
    );
  return {
    preset: readSetting(env, 'UPLOAD_PRESET') ?? DEFAULT_UPLOAD_PRESET,
    publicBaseUrl,
    allowedImageUrlPrefixes: [...new Set(prefixes)],
    maxBytes: PRODUCT_LIMITS.imageBytes,
    ratePerMinute: readCount(env, 'UPLOAD_RATE_LIMIT', DEFAULT_UPLOAD_RATE_PER_MINUTE),
    quotaBytes: readCount(env, 'UPLOAD_QUOTA_MB', DEFAULT_UPLOAD_QUOTA_MB) * MB,
    graceMs: readCount(env, 'UPLOAD_GRACE_HOURS', DEFAULT_UPLOAD_GRACE_HOURS) * HOUR_MS,
    localUploads,
  };
}

/** Whether a product image URL points at one of the accepted image hosts. */
export function isAllowedImageUrl(value: string, config: Pick<UploadConfig, 'allowedImageUrlPrefixes'>): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // Compare the parsed form (`..` resolved, host lower-cased) so a look-alike cannot slip through.
  if (url.username || url.password) return false;
  return config.allowedImageUrlPrefixes.some(
    (prefix) => url.href.startsWith(prefix) && url.href.length > prefix.length,
  );
}
