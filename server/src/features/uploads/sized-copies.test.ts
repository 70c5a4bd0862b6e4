import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadImageResponse } from 'shared-contracts';
import { pictureSources } from 'shared-contracts/catalogue';
import { TINY_PNG } from '../admin/test-support';
import { PRESET, uploadsApp, type UploadsApp } from './test-support';

const STEM = '0123456789abcdef0123456789abcdef';

/** A real photo-sized JPEG (a gradient, so the encoders have something to do). */
const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#8a5d31' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect width="50%" height="50%" fill="#e6cfa7"/></svg>`,
        ),
      },
    ])
    [format]()
    .toBuffer();

describe('sized copies of an upload', () => {
  let shop: UploadsApp | undefined;
  afterEach(() => shop?.close());

  const get = (url: string) => shop!.app.inject({ method: 'GET', url });

  it('serves the widths and formats pictureSources names, made from the original, for a year', async () => {
    shop = await uploadsApp();
    const original = await photo(1600, 1200);
    const uploaded = await shop.upload({
      file: { data: original, filename: 'sofa.jpg', type: 'image/jpeg' },
      upload_preset: PRESET,
    });
    const { secure_url: url } = uploaded.json<UploadImageResponse>();
    const { sources, srcSet } = pictureSources(url, [640]);
    const asked = [...sources.map((source) => source.srcSet), srcSet ?? ''].map((entry) => entry.split(' ')[0] ?? '');

    const served = [];
    for (const variant of asked) {
      const response = await get(new URL(variant).pathname);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(response.rawPayload).metadata();
      served.push([response.headers['content-type'], meta.format, meta.width, meta.height]);
      expect(response.rawPayload.length).toBeLessThan(original.length);
    }
    expect(served).toEqual([
      ['image/avif', 'heif', 640, 480],
      ['image/webp', 'webp', 640, 480],
      ['image/jpeg', 'jpeg', 640, 480],
    ]);
    // Kept beside the original: the second ask reads the stored file.
    const stem = url.slice(url.lastIndexOf('/') + 1, -'.jpg'.length);
    expect(shop.files()).toEqual([`${stem}.jpg`, `${stem}.w640.avif`, `${stem}.w640.jpg`, `${stem}.w640.webp`]);
  });

  it('never enlarges: a copy wider than the original is the original size', async () => {
    shop = await uploadsApp({}, async (dir) => {
      fs.writeFileSync(path.join(dir, `${STEM}.png`), await photo(300, 225, 'png'));
    });
    const response = await get(`/uploads/${STEM}.w1280.jpg`);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 225 });
  });

  it('makes a copy once however many ask for it at once', async () => {
    shop = await uploadsApp({}, async (dir) => {
      fs.writeFileSync(path.join(dir, `${STEM}.jpg`), await photo(1200, 900));
    });
    const writes = jest.spyOn(fs.promises, 'writeFile');
    const answers = await Promise.all([1, 2, 3].map(() => get(`/uploads/${STEM}.w480.webp`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => answer.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
    expect(writes.mock.calls.filter(([, data]) => data instanceof Buffer)).toHaveLength(1);
    writes.mockRestore();
  });

  it.each([
    ['a copy of no stored upload', `/uploads/${'f'.repeat(32)}.w640.webp`],
    ['a width not offered', `/uploads/${STEM}.w500.webp`],
    ['a format not offered', `/uploads/${STEM}.w640.png`],
    ['a copy of a GIF (it may be animated)', `/uploads/${'9'.repeat(32)}.w640.jpg`],
    ['a name with more in it', `/uploads/${STEM}.w640.webp.jpg`],
  ])('answers 404 for %s and stores nothing', async (_what, url) => {
    shop = await uploadsApp({}, async (dir) => {
      fs.writeFileSync(path.join(dir, `${STEM}.jpg`), await photo(800, 600));
      fs.writeFileSync(path.join(dir, `${'9'.repeat(32)}.gif`), Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
    });
    const before = shop.files();
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No such image.' });
    expect(shop.files()).toEqual(before);
  });

  it('counts a copy against the uploads quota; with no room the original stands in, uncached, and nothing is stored', async () => {
    const original = await photo(1600, 1200);
    shop = await uploadsApp({ UPLOAD_QUOTA_MB: '1' }, async (dir) => {
      fs.writeFileSync(path.join(dir, `${STEM}.jpg`), original);
      // Young and referenced by nothing: the sweeper leaves it, and it fills the quota to the brim.
      fs.writeFileSync(path.join(dir, 'other-files'), Buffer.alloc(1024 * 1024 - original.length - 10));
    });
    const response = await get(`/uploads/${STEM}.w960.jpg`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${STEM}.jpg`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(shop.files()).toEqual([`${STEM}.jpg`, 'other-files']);
  });

  it('spends no encoding on a copy while the quota is full', async () => {
    shop = await uploadsApp({ UPLOAD_QUOTA_MB: '1' }, async (dir) => {
      fs.writeFileSync(path.join(dir, `${STEM}.jpg`), await photo(800, 600));
      fs.writeFileSync(path.join(dir, 'other-files'), Buffer.alloc(1024 * 1024));
    });
    const encodes = jest.spyOn(sharp.prototype, 'toBuffer');
    const response = await get(`/uploads/${STEM}.w320.webp`);
    expect([response.statusCode, response.headers.location]).toEqual([302, `${STEM}.jpg`]);
    expect(encodes).not.toHaveBeenCalled();
    encodes.mockRestore();
  });

  it('serves the original in place of a copy sharp cannot make (an unreadable picture)', async () => {
    shop = await uploadsApp({}, (dir) => {
      // A PNG's signature and header, then no picture data.
      fs.writeFileSync(path.join(dir, `${STEM}.png`), Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.alloc(2048)]));
    });
    const response = await get(`/uploads/${STEM}.w320.avif`);
    expect([response.statusCode, response.headers.location]).toEqual([302, `${STEM}.png`]);
    expect(shop.files()).toEqual([`${STEM}.png`]);
  });
});
