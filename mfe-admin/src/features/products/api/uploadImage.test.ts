import { ImageUploadError, uploadImage } from './uploadImage';

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const file = new File([new Uint8Array([1, 2, 3])], 'desk.png', { type: 'image/png' });
const URL_ = 'https://api.cloudinary.com/v1_1/lakdi/image/upload';

describe('uploadImage', () => {
  it('posts multipart file + upload_preset, reports progress and resolves secure_url', async () => {
    const progress: number[] = [];
    const done = uploadImage({ url: URL_, preset: 'shop', file, onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', URL_]);
    expect(xhr.body?.get('upload_preset')).toBe('shop');
    expect((xhr.body?.get('file') as File).name).toBe('desk.png');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.answer(200, { secure_url: 'https://res.cloudinary.com/lakdi/image/upload/v1/desk.png', public_id: 'desk' });
    await expect(done).resolves.toBe('https://res.cloudinary.com/lakdi/image/upload/v1/desk.png');
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the service’s message (ours or Cloudinary’s shape)', async () => {
    const ours = uploadImage({ url: URL_, preset: 'x', file });
    FakeXhr.last!.answer(400, { message: 'The file is not an image (PNG, JPEG, WebP or GIF).' });
    await expect(ours).rejects.toEqual(new ImageUploadError('The file is not an image (PNG, JPEG, WebP or GIF).', 400));

    const cloudinary = uploadImage({ url: URL_, preset: 'x', file });
    FakeXhr.last!.answer(400, { error: { message: 'Upload preset not found' } });
    await expect(cloudinary).rejects.toThrow('Upload preset not found');

    const html = uploadImage({ url: URL_, preset: 'x', file });
    FakeXhr.last!.answer(502, '<html>Bad gateway</html>');
    await expect(html).rejects.toThrow('Upload failed with status 502');
  });

  it('rejects a success answer without secure_url, a network error and an abort', async () => {
    const noUrl = uploadImage({ url: URL_, preset: 'x', file });
    FakeXhr.last!.answer(200, { ok: true });
    await expect(noUrl).rejects.toThrow('The upload answer has no secure_url.');

    const offline = uploadImage({ url: URL_, preset: 'x', file });
    FakeXhr.last!.onerror?.();
    await expect(offline).rejects.toThrow('Could not reach the image service.');

    const controller = new AbortController();
    const cancelled = uploadImage({ url: URL_, preset: 'x', file, signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(cancelled).rejects.toThrow('The upload was cancelled.');
  });
});
