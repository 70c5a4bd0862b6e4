import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../../test/temp-dir';
import { TINY_PNG } from '../admin/test-support';
import { createOrdersRepository } from '../orders/repository';
import { sweepUnusedUploads } from './sweep';
import { ADMIN, PRESET, uploadsApp } from './test-support';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T12:00:00Z');
const name = (digit: string, ext = 'png') => `${digit.repeat(32)}.${ext}`;

describe('sweepUnusedUploads', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir('sweep');
  });
  afterEach(() => temp.remove());

  const put = (file: string, ageMs: number, bytes = 10) => {
    const at = path.join(temp.dir, file);
    fs.writeFileSync(at, Buffer.alloc(bytes));
    const when = new Date(NOW - ageMs);
    fs.utimesSync(at, when, when);
  };

  it('removes old unreferenced uploads, keeps referenced and young ones and anything it did not name', async () => {
    put(name('a'), 25 * HOUR, 100); // old, unused → removed
    put(name('b', 'jpg'), 48 * HOUR, 50); // old, unused → removed
    put(name('c'), 72 * HOUR); // old but a product uses it
    put(name('d'), 1 * HOUR); // unused but young: its product may be on its way
    put('notes.txt', 72 * HOUR); // not an upload name
    put('.incoming-0011', 72 * HOUR); // a temp file is never swept

    const asked: string[][] = [];
    const referenced = async (candidates: readonly string[]) => (
      asked.push([...candidates].sort()),
      new Set([name('c')])
    );
    const result = await sweepUnusedUploads({ dir: temp.dir, referenced, now: NOW, graceMs: 24 * HOUR });
    // Only the old stored files are looked up.
    expect(asked).toEqual([[name('a'), name('b', 'jpg'), name('c')]]);
    expect(result.removed.sort()).toEqual([name('a'), name('b', 'jpg')]);
    expect(result.freedBytes).toBe(150);
    expect(fs.readdirSync(temp.dir).sort()).toEqual(['.incoming-0011', name('c'), name('d'), 'notes.txt']);
  });

  it('removes the sized copies of a removed upload and copies whose original is gone, keeping those of a kept one', async () => {
    put(name('a'), 25 * HOUR, 100); // old, unused → removed with its copies
    put(`${'a'.repeat(32)}.w640.webp`, 1 * HOUR, 20);
    put(`${'a'.repeat(32)}.w320.avif`, 1 * HOUR, 5);
    put(name('c'), 72 * HOUR); // a product uses it: its copy stays
    put(`${'c'.repeat(32)}.w480.jpg`, 1 * HOUR);
    put(`${'f'.repeat(32)}.w960.jpg`, 1 * HOUR, 7); // its original was swept before the copy was written
    put(`${'c'.repeat(32)}.w500.jpg`, 72 * HOUR); // not a width offered: not a copy, left alone

    const result = await sweepUnusedUploads({
      dir: temp.dir,
      referenced: async () => new Set([name('c')]),
      now: NOW,
      graceMs: 24 * HOUR,
    });
    expect(result.removed.sort()).toEqual(
      [name('a'), `${'a'.repeat(32)}.w320.avif`, `${'a'.repeat(32)}.w640.webp`, `${'f'.repeat(32)}.w960.jpg`].sort(),
    );
    expect(result.freedBytes).toBe(132);
    expect(fs.readdirSync(temp.dir).sort()).toEqual(
      [name('c'), `${'c'.repeat(32)}.w480.jpg`, `${'c'.repeat(32)}.w500.jpg`].sort(),
    );
  });

  it('keeps a file until the grace period is over, and asks about nothing while every file is young', async () => {
    put(name('e'), 24 * HOUR - 1);
    const asked: string[] = [];
    const referenced = async (candidates: readonly string[]) => (asked.push(...candidates), new Set<string>());
    expect((await sweepUnusedUploads({ dir: temp.dir, referenced, now: NOW, graceMs: 24 * HOUR })).removed).toEqual([]);
    expect(asked).toEqual([]);
    expect((await sweepUnusedUploads({ dir: temp.dir, referenced, now: NOW + 1, graceMs: 24 * HOUR })).removed).toEqual(
      [name('e')],
    );
  });
});

describe('the sweeper in the app', () => {
  it('at start removes an old unused upload and gives its bytes back to the quota, keeping the ones a product and an order line show', async () => {
    const old = new Date(Date.now() - 48 * HOUR);
    const shop = await uploadsApp({ UPLOAD_QUOTA_MB: '1' }, async (dir, storage) => {
      for (const [file, kb] of [
        [name('a'), 500],
        [name('b'), 400],
        [name('c'), 1],
      ] as const) {
        fs.writeFileSync(path.join(dir, file), Buffer.concat([TINY_PNG, Buffer.alloc(kb * 1024)]));
        fs.utimesSync(path.join(dir, file), old, old);
      }
      // A product stored before upload claims were recorded, and an order whose product is gone.
      await storage.docs.put('products', 'p1', {
        productName: 'Desk',
        imgUrl: `http://localhost:4000/uploads/${name('b')}`,
      });
      const line = {
        id: 'gone',
        productName: 'Old stool',
        imgUrl: `http://localhost:4000/uploads/${name('c')}`,
        price: 100,
        quantity: 1,
        totalPrice: 100,
      };
      await createOrdersRepository(storage.docs).create({
        id: 'order_1',
        uid: 'asha',
        items: [line],
        amount: 100,
        currency: 'INR',
        receipt: 'r',
        provider: 'sandbox',
        createdAt: new Date().toISOString(),
      });
    });
    try {
      for (let waited = 0; shop.files().includes(name('a')) && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(shop.files()).toEqual([name('b'), name('c')]);
      expect(await shop.storage.docs.get('uploads', name('b'))).toEqual({ productIds: ['p1'], ordered: false });
      expect(await shop.storage.docs.get('uploads', name('c'))).toEqual({ productIds: [], ordered: true });
      // All files were counted at start (about 900 KB of the 1 MB); the sweep gave 500 KB back.
      const upload = await shop.upload(
        {
          file: { data: Buffer.concat([TINY_PNG, Buffer.alloc(400 * 1024)]), filename: 'c.png' },
          upload_preset: PRESET,
        },
        ADMIN,
      );
      expect(upload.statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});
