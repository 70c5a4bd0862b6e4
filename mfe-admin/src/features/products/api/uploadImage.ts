/**
 * A Cloudinary unsigned upload (multipart `file` + `upload_preset`), over XMLHttpRequest because
 * fetch cannot report upload progress. Works the same against Cloudinary and the server's
 * compatible endpoint; resolves the answer's `secure_url`.
 */
export interface UploadImageOptions {
  url: string;
  preset: string;
  file: File;
  /** 0-100, as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
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

export function uploadImage({ url, preset, file, onProgress, signal }: UploadImageOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const secureUrl = xhr.status >= 200 && xhr.status < 300 ? secureUrlOf(xhr.responseText) : null;
      if (secureUrl) {
        onProgress?.(100);
        resolve(secureUrl);
      } else {
        reject(new ImageUploadError(xhr.status >= 200 && xhr.status < 300 ? 'The upload answer has no secure_url.' : errorOf(xhr.responseText, xhr.status), xhr.status));
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
