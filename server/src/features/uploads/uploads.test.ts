import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ApiErrorBody, UploadImageResponse } from 'shared-contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sqliteRefusingWholeReads } from '../../storage/testing/refusing-scans';
import { appTestEnv, fakeVerifier } from '../../test/app-fixture';
import { localEnv } from '../../test/config-env';
import { makeTempDir } from '../../test/temp-dir';
import { ADMIN_ONLY_MESSAGE } from '../admin/require-admin';
import { TINY_PNG, asUser, multipartBody, seedAccounts } from '../admin/test-support';
import { SIGN_IN_MESSAGE, VERIFY_EMAIL_MESSAGE } from '../../plugins/auth';
import { MALFORMED_FORM_MESSAGE, NOT_AN_IMAGE_MESSAGE, SEND_MULTIPART_MESSAGE } from './receive-upload';
import { UPLOAD_PATH } from './routes';
import { LOCAL_UPLOADS_REFUSED_MESSAGE } from './upload-config';
import { ADMIN, MB, PRESET, pngOfSize, uploadsApp, type UploadsApp } from './test-support';

const desk = { file: { data: TINY_PNG, filename: 'desk.png', type: 'image/png' }, upload_preset: PRESET };
const messageOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().message;

describe('the local Cloudinary-compatible upload', () => {
  let shop: UploadsApp;
  beforeEach(async () => {
    shop = await uploadsApp();
  });
  afterEach(() => shop.close());

  const refusal = async (parts: Parameters<UploadsApp['upload']>[0]): Promise<string> => {
    const response = await shop.upload(parts);
    expect(response.statusCode).toBe(400);
    expect(shop.files()).toEqual([]);
    return messageOf(response);
  };

  it('is for signed-in admins with a verified email only; a refused upload stores nothing', async () => {
    const visitor = await shop.upload(desk, {});
    expect([visitor.statusCode, messageOf(visitor)]).toEqual([401, SIGN_IN_MESSAGE]);
    const unverified = await shop.upload(desk, { authorization: 'Bearer unverified-admin' });
    expect([unverified.statusCode, messageOf(unverified)]).toEqual([403, VERIFY_EMAIL_MESSAGE]);
    const shopper = await shop.upload(desk, asUser('shopper'));
    expect([shopper.statusCode, messageOf(shopper)]).toEqual([403, ADMIN_ONLY_MESSAGE]);
    expect(shop.files()).toEqual([]);

    const admin = await shop.upload(desk);
    expect(admin.statusCode).toBe(200);
    expect(shop.files()).toEqual([`${admin.json<UploadImageResponse>().public_id}.png`]);
  });

  it('stores a real PNG, answers like Cloudinary, and streams it back with its content type for a year', async () => {
    const response = await shop.upload(desk);
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

    const served = await shop.app.inject({ method: 'GET', url: new URL(body.secure_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-length']).toBe(String(TINY_PNG.length));
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('names the file by its real format, not by the name it was sent with', async () => {
    const response = await shop.upload({
      ...desk,
      file: { data: TINY_PNG, filename: 'photo.jpg', type: 'image/jpeg' },
    });
    expect(response.json<UploadImageResponse>().secure_url).toMatch(/\.png$/);
  });

  it('refuses a text file renamed .png and an SVG (scripts could run from it) with 400', async () => {
    const text = Buffer.from('just some text, not an image\n');
    expect(await refusal({ ...desk, file: { data: text, filename: 'desk.png', type: 'image/png' } })).toBe(
      NOT_AN_IMAGE_MESSAGE,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusal({ ...desk, file: { data: svg, filename: 'a.svg', type: 'image/svg+xml' } })).toBe(
      NOT_AN_IMAGE_MESSAGE,
    );
  });

  it('refuses an image over 5 MB with 413 and leaves no temp file behind', async () => {
    const response = await shop.upload({
      ...desk,
      file: { data: pngOfSize(5 * MB + 1), filename: 'big.png', type: 'image/png' },
    });
    expect([response.statusCode, messageOf(response)]).toEqual([413, 'The image must be at most 5 MB.']);
    expect(shop.files()).toEqual([]);
    // The quota got its bytes back: a full-size image still fits.
    expect((await shop.upload({ ...desk, file: { data: pngOfSize(5 * MB), filename: 'ok.png' } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a body far over the limit before reading it', async () => {
    // A body that announces 50 MB and never ends: only an answer given before reading it can arrive.
    const endless = new Readable({ read() {} });
    endless.push(Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'));
    const response = await shop.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: endless,
      headers: { ...ADMIN, 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(50 * MB) },
    });
    endless.destroy();
    expect([response.statusCode, messageOf(response)]).toEqual([413, 'The image must be at most 5 MB.']);
    expect(shop.files()).toEqual([]);
  });

  it('refuses a wrong or missing preset, a missing, text or empty file, unknown and repeated fields', async () => {
    const file = desk.file;
    expect(await refusal({ file, upload_preset: 'other' })).toBe("Upload preset 'other' not found.");
    expect(await refusal({ upload_preset: 'other', file })).toBe("Upload preset 'other' not found.");
    expect(await refusal({ file })).toBe('upload_preset is required.');
    expect(await refusal({ upload_preset: PRESET })).toBe('file is required.');
    expect(await refusal({ file: 'https://example.com/a.png', upload_preset: PRESET })).toBe(
      'file must be an uploaded file.',
    );
    expect(await refusal({ file: { ...file, data: Buffer.alloc(0) }, upload_preset: PRESET })).toBe(
      'The file is empty.',
    );
    expect(await refusal({ file, upload_preset: PRESET, folder: 'x' })).toBe("The form has an unknown field 'folder'.");
    expect(await refusal({ file, upload_preset: PRESET, other: { data: TINY_PNG, filename: 'b.png' } })).toBe(
      'The form has too many parts: send one file and upload_preset.',
    );
    expect(await refusal({ file, upload_preset: 'x'.repeat(2000) })).toBe(
      "The form field 'upload_preset' is too long.",
    );
  });

  it('refuses a body that is not multipart form data, or is cut short, with 400', async () => {
    const post = (payload: string | object, headers: Record<string, string> = {}) =>
      shop.app.inject({ method: 'POST', url: UPLOAD_PATH, payload, headers: { ...ADMIN, ...headers } });
    const json = await post({ file: 'x', upload_preset: PRESET });
    expect([json.statusCode, messageOf(json)]).toEqual([400, SEND_MULTIPART_MESSAGE]);
    const plain = await post('hello', { 'content-type': 'text/plain' });
    expect([plain.statusCode, messageOf(plain)]).toEqual([400, SEND_MULTIPART_MESSAGE]);
    const xml = await post('<a/>', { 'content-type': 'application/xml' });
    expect([xml.statusCode, messageOf(xml)]).toEqual([400, SEND_MULTIPART_MESSAGE]);
    const broken = await post(
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG no end',
      {
        'content-type': 'multipart/form-data; boundary=abc',
      },
    );
    expect([broken.statusCode, messageOf(broken)]).toEqual([400, MALFORMED_FORM_MESSAGE]);
    const noBoundary = await post('x', { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    expect(shop.files()).toEqual([]);
  });

  it('serves only names it could have made, and 404 "No such image." for unknown ones', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'desk.png',
      '0123456789abcdef0123456789abcdef.svg',
      '0123456789abcdef0123456789abcdef.png',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect([response.statusCode, messageOf(response)]).toEqual([404, 'No such image.']);
    }
  });
});

describe('the uploads quota', () => {
  it('answers 507 once the stored uploads would pass UPLOAD_QUOTA_MB, storing nothing; smaller files still fit', async () => {
    const shop = await uploadsApp({ UPLOAD_QUOTA_MB: '1' });
    try {
      const first = await shop.upload({ ...desk, file: { data: pngOfSize(600 * 1024), filename: 'a.png' } });
      expect(first.statusCode).toBe(200);
      const kept = shop.files();

      const second = await shop.upload({ ...desk, file: { data: pngOfSize(600 * 1024), filename: 'b.png' } });
      expect(second.statusCode).toBe(507);
      expect(messageOf(second)).toBe(
        "Image storage is full: the shop's uploads use all of their 1 MB quota. Images no product or order uses are removed after 24 hours; to store more now, raise UPLOAD_QUOTA_MB on the server.",
      );
      expect(shop.files()).toEqual(kept);

      expect(
        (await shop.upload({ ...desk, file: { data: pngOfSize(300 * 1024), filename: 'c.png' } })).statusCode,
      ).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('counts what is already stored at start, and refuses at once when nothing fits', async () => {
    const shop = await uploadsApp({ UPLOAD_QUOTA_MB: '1' }, (dir) => {
      fs.writeFileSync(`${dir}/0123456789abcdef0123456789abcdef.png`, pngOfSize(MB));
    });
    try {
      const response = await shop.upload(desk);
      expect(response.statusCode).toBe(507);
      expect(shop.files()).toEqual(['0123456789abcdef0123456789abcdef.png']);
    } finally {
      await shop.close();
    }
  });
});

describe('upload rate limit', () => {
  it('answers 429 past the per-minute limit', async () => {
    const shop = await uploadsApp();
    try {
      const { payload, headers } = await multipartBody(desk);
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) {
        statuses.push(
          (await shop.app.inject({ method: 'POST', url: UPLOAD_PATH, payload, headers: { ...headers, ...ADMIN } }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await shop.close();
    }
  });
});

describe('an API instance that keeps no pictures (STORAGE=firestore)', () => {
  it('refuses every upload with where pictures go instead, and makes no uploads folder', async () => {
    const temp = makeTempDir('no-local-uploads');
    const local = loadConfig(localEnv(appTestEnv(temp.dir)));
    const config = { ...local, uploads: { ...local.uploads, localUploads: false } };
    const storage = sqliteRefusingWholeReads(temp.dir, 'orders');
    await seedAccounts(storage);
    const app = buildApp({ config, storage, verifyToken: fakeVerifier });
    try {
      await app.ready();
      const body = await multipartBody(desk);
      const response = await app.inject({
        method: 'POST',
        url: UPLOAD_PATH,
        payload: body.payload,
        headers: { ...body.headers, ...ADMIN },
      });
      expect([response.statusCode, messageOf(response)]).toEqual([409, LOCAL_UPLOADS_REFUSED_MESSAGE]);
      expect(fs.existsSync(path.join(temp.dir, 'uploads'))).toBe(false);
    } finally {
      await app.close();
      await storage.close();
      temp.remove();
    }
  });
});
