/**
 * A Cloudinary unsigned upload (multipart `file` + `upload_preset`), over XMLHttpRequest because
 * fetch cannot report upload progress. Works the same against Cloudinary and the server's
 * compatible endpoint; resolves the answer's `secure_url`. The shop's own endpoint takes admins'
 * uploads only, so the admin's ID token goes with an upload to the shop's API origin, and never
 * to any other host (Cloudinary is a third party, and its CORS would refuse the header anyway).
 */
export interface UploadImageOptions {
  url: string;
  preset: string;
  file: File;
  /** 0-100, as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The shop's API (config apiBaseUrl) and the session's token, sent only when `url` is on that origin. */
  api?: { baseUrl: string; getIdToken: () => Promise<string | null> };
}

export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

const secureUrlOf = (text: string): string | null => {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'secure_url' in body && typeof body.secure_url === 'string') {
      return body.secure_url;
    }
  } catch {
    // not JSON
  }
  return null;
};

/** Whether `url` is on the same origin as the shop's API (relative URLs are the page's). */
export function isApiOrigin(url: string, apiBaseUrl: string): boolean {
  try {
    const page = globalThis.location?.href;
    return new URL(url, page).origin === new URL(apiBaseUrl || '/', page).origin;
  } catch {
    return false;
  }
}

const AUTH_MESSAGES: Record<number, string> = {
  401: 'Your sign-in has ended: sign in again to upload images.',
  403: 'Only a signed-in admin with a verified email can upload images.',
};

const errorOf = (text: string, status: number): string => {
  try {
    const body: unknown = JSON.parse(text);
    // ours: {message}; Cloudinary: {error: {message}}
    if (typeof body === 'object' && body !== null) {
      if ('message' in body && typeof body.message === 'string') return body.message;
      if ('error' in body && typeof body.error === 'object' && body.error !== null && 'message' in body.error) {
        return String(body.error.message);
      }
    }
  } catch {
    // not JSON
  }
  return `Upload failed with status ${status}`;
};

export async function uploadImage({ url, preset, file, onProgress, signal, api }: UploadImageOptions): Promise<string> {
  const ours = api !== undefined && isApiOrigin(url, api.baseUrl);
  const token = ours ? await api.getIdToken() : null;
  if (signal?.aborted) throw new ImageUploadError('The upload was cancelled.', 0);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const secureUrl = xhr.status >= 200 && xhr.status < 300 ? secureUrlOf(xhr.responseText) : null;
      if (secureUrl) {
        onProgress?.(100);
        resolve(secureUrl);
      } else {
        const ok = xhr.status >= 200 && xhr.status < 300;
        const message = ok
          ? 'The upload answer has no secure_url.'
          : ((ours ? AUTH_MESSAGES[xhr.status] : undefined) ?? errorOf(xhr.responseText, xhr.status));
        reject(new ImageUploadError(message, xhr.status));
      }
    };
    xhr.onerror = () => reject(new ImageUploadError('Could not reach the image service.', 0));
    xhr.onabort = () => reject(new ImageUploadError('The upload was cancelled.', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    form.append('upload_preset', preset);
    xhr.send(form);
  });
}
