import { ImageUploadError, isApiOrigin, uploadImage } from './uploadImage';

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
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
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
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
const URL_ = 'https://api.cloudinary.com/v1_1/demo-shop/image/upload';

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
    xhr.answer(200, { secure_url: 'https://res.cloudinary.com/demo-shop/image/upload/v1/desk.png', public_id: 'desk' });
    await expect(done).resolves.toBe('https://res.cloudinary.com/demo-shop/image/upload/v1/desk.png');
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

  describe('the ID token', () => {
    const API = 'http://localhost:4000';
    const OURS = `${API}/api/uploads/image/upload`;
    const session = () => ({ baseUrl: API, getIdToken: jest.fn(async () => 'admin-token') });
    const sent = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return FakeXhr.last!;
    };

    it('goes as a Bearer header with an upload to the shop’s own API origin', async () => {
      const done = uploadImage({ url: OURS, preset: 'x', file, api: session() });
      const xhr = await sent();
      expect([xhr.url, xhr.headers]).toEqual([OURS, { Authorization: 'Bearer admin-token' }]);
      xhr.answer(200, { secure_url: `${API}/uploads/a.png` });
      await expect(done).resolves.toBe(`${API}/uploads/a.png`);
    });

    it('never goes to Cloudinary (a third party), and is not even asked for', async () => {
      const api = session();
      const done = uploadImage({ url: URL_, preset: 'x', file, api });
      const xhr = await sent();
      expect([xhr.url, xhr.headers]).toEqual([URL_, {}]);
      expect(api.getIdToken).not.toHaveBeenCalled();
      xhr.answer(200, { secure_url: 'https://res.cloudinary.com/demo-shop/a.png' });
      await done;
    });

    it('is left out when signed out', async () => {
      const done = uploadImage({ url: OURS, preset: 'x', file, api: { baseUrl: API, getIdToken: async () => null } });
      const xhr = await sent();
      expect(xhr.headers).toEqual({});
      xhr.answer(401, { message: 'Sign in to continue.' });
      await expect(done).rejects.toEqual(
        new ImageUploadError('Your sign-in has ended: sign in again to upload images.', 401),
      );
    });

    it('a 403 from the shop says only admins with a verified email may upload', async () => {
      const done = uploadImage({ url: OURS, preset: 'x', file, api: session() });
      (await sent()).answer(403, { message: 'Only admins can do this.' });
      await expect(done).rejects.toEqual(
        new ImageUploadError('Only a signed-in admin with a verified email can upload images.', 403),
      );
    });

    it('compares origins, not prefixes', () => {
      expect(isApiOrigin(OURS, API)).toBe(true);
      expect(isApiOrigin('/api/uploads/image/upload', '')).toBe(true);
      expect(isApiOrigin('http://localhost:4000.evil.example/api/uploads/image/upload', API)).toBe(false);
      expect(isApiOrigin('https://localhost:4000/api/uploads/image/upload', API)).toBe(false);
      expect(isApiOrigin(URL_, API)).toBe(false);
    });
  });
});
