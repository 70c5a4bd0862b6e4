import fs from 'node:fs';
import path from 'node:path';
import type { ApiErrorBody, UploadImageResponse } from 'shared-contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openSqliteStorage } from '../../storage/sqlite';
import { fakeVerifier, makeApp, type AppFixture } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';
import { TINY_PNG, multipartBody } from '../admin/test-support';
import { UPLOAD_PATH } from './routes';
import { NOT_AN_IMAGE_MESSAGE, SEND_MULTIPART_MESSAGE } from './validate-upload';

const PRESET = 'storefront-unsigned';
const MB = 1024 * 1024;

describe('the local Cloudinary-compatible upload', () => {
  let fixture: AppFixture;
  beforeEach(() => {
    fixture = makeApp();
  });
  afterEach(() => fixture.close());

  const upload = async (parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = await multipartBody(parts);
    return fixture.app.inject({ method: 'POST', url: UPLOAD_PATH, payload, headers });
  };
  const refusal = async (parts: Parameters<typeof multipartBody>[0]): Promise<string> => {
    const response = await upload(parts);
    expect(response.statusCode).toBe(400);
    return response.json<ApiErrorBody>().message;
  };

  it('stores a real PNG, answers like Cloudinary, and serves it with its content type for a year', async () => {
    const response = await upload({ file: { data: TINY_PNG, filename: 'desk.png', type: 'image/png' }, upload_preset: PRESET });
    expect(response.statusCode).toBe(200);
    const body = response.json<UploadImageResponse>();
    expect(body).toEqual({
      secure_url: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[a-f0-9]{32}\.png$/),
      public_id: expect.stringMatching(/^[a-f0-9]{32}$/),
      format: 'png',
      bytes: TINY_PNG.length,
      width: 1,
      height: 1,
    });

    const served = await fixture.app.inject({ method: 'GET', url: new URL(body.secure_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('names the file by its real format, not by the name it was sent with', async () => {
    const response = await upload({ file: { data: TINY_PNG, filename: 'photo.jpg', type: 'image/jpeg' }, upload_preset: PRESET });
    expect(response.json<UploadImageResponse>().secure_url).toMatch(/\.png$/);
  });

  it('refuses a text file renamed .png', async () => {
    const text = Buffer.from('just some text, not an image\n');
    expect(await refusal({ file: { data: text, filename: 'desk.png', type: 'image/png' }, upload_preset: PRESET })).toBe(
      NOT_AN_IMAGE_MESSAGE,
    );
  });

  it('refuses an SVG (scripts could run from it)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusal({ file: { data: svg, filename: 'a.svg', type: 'image/svg+xml' }, upload_preset: PRESET })).toBe(
      NOT_AN_IMAGE_MESSAGE,
    );
  });

  it('refuses an image over 5 MB, and a body far over it, with 400', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * MB)]);
    expect(await refusal({ file: { data: big, filename: 'big.png', type: 'image/png' }, upload_preset: PRESET })).toBe(
      'The image must be at most 5 MB.',
    );
    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(7 * MB)]);
    expect(await refusal({ file: { data: huge, filename: 'huge.png', type: 'image/png' }, upload_preset: PRESET })).toBe(
      'The image must be at most 5 MB.',
    );
  });

  it('refuses a wrong or missing preset, a missing file, an empty file, a text "file" and unknown fields', async () => {
    const file = { data: TINY_PNG, filename: 'desk.png', type: 'image/png' };
    expect(await refusal({ file, upload_preset: 'other' })).toBe("Upload preset 'other' not found.");
    expect(await refusal({ file })).toBe('upload_preset is required.');
    expect(await refusal({ upload_preset: PRESET })).toBe('file is required.');
    expect(await refusal({ file: 'https://example.com/a.png', upload_preset: PRESET })).toBe('file must be an uploaded file.');
    expect(await refusal({ file: { ...file, data: Buffer.alloc(0) }, upload_preset: PRESET })).toBe('The file is empty.');
    expect(await refusal({ file, upload_preset: PRESET, folder: 'x' })).toBe("The form has an unknown field 'folder'.");
  });

  it('refuses a body that is not multipart form data', async () => {
    const json = await fixture.app.inject({ method: 'POST', url: UPLOAD_PATH, payload: { file: 'x', upload_preset: PRESET } });
    expect(json.statusCode).toBe(400);
    expect(json.json<ApiErrorBody>().message).toBe(SEND_MULTIPART_MESSAGE);
    const plain = await fixture.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(400);
    const broken = await fixture.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiErrorBody>().message).toBe('The form data ends before its closing boundary.');
  });

  it('serves only names it could have made', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'desk.png', '0123456789abcdef0123456789abcdef.svg', '0123456789abcdef0123456789abcdef.png']) {
      expect((await fixture.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    }
  });
});

describe('where uploads are kept', () => {
  it('stores the bytes under ${DATA_DIR}/uploads/ with a random name and the right extension', async () => {
    const temp = makeTempDir('uploads-dir');
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: temp.dir, UPLOAD_PUBLIC_BASE_URL: 'https://img.shop.example.in/u' });
    const storage = openSqliteStorage({ dataDir: temp.dir });
    const app = buildApp({ config, storage, verifyToken: fakeVerifier });
    try {
      const { payload, headers } = await multipartBody({ file: { data: TINY_PNG, filename: 'a.png' }, upload_preset: PRESET });
      const body = (await app.inject({ method: 'POST', url: UPLOAD_PATH, payload, headers })).json<UploadImageResponse>();
      expect(body.secure_url).toBe(`https://img.shop.example.in/u/${body.public_id}.png`);
      expect(fs.readdirSync(path.join(temp.dir, 'uploads'))).toEqual([`${body.public_id}.png`]);
      expect(fs.readFileSync(path.join(temp.dir, 'uploads', `${body.public_id}.png`)).equals(TINY_PNG)).toBe(true);
    } finally {
      await app.close();
      await storage.close();
      temp.remove();
    }
  });
});

describe('upload rate limit', () => {
  it('answers 429 past the per-minute limit', async () => {
    const fixture = makeApp({});
    try {
      const { payload, headers } = await multipartBody({ file: { data: TINY_PNG, filename: 'a.png' }, upload_preset: PRESET });
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) {
        statuses.push((await fixture.app.inject({ method: 'POST', url: UPLOAD_PATH, payload, headers })).statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await fixture.close();
    }
  });
});
