import fs from 'node:fs';
import path from 'node:path';
import { openSqliteStorage } from '../../storage/sqlite';
import { makeTempDir } from '../../test/temp-dir';
import { TINY_PNG } from '../admin/test-support';
import { referencedUploadNames, sweepUnusedUploads } from './sweep';
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

    const result = await sweepUnusedUploads({ dir: temp.dir, referenced: new Set([name('c')]), now: NOW, graceMs: 24 * HOUR });
    expect(result.removed.sort()).toEqual([name('a'), name('b', 'jpg')]);
    expect(result.freedBytes).toBe(150);
    expect(fs.readdirSync(temp.dir).sort()).toEqual(['.incoming-0011', name('c'), name('d'), 'notes.txt']);
  });

  it('keeps a file until the grace period is over', async () => {
    put(name('e'), 24 * HOUR - 1);
    expect((await sweepUnusedUploads({ dir: temp.dir, referenced: new Set(), now: NOW, graceMs: 24 * HOUR })).removed).toEqual([]);
    expect((await sweepUnusedUploads({ dir: temp.dir, referenced: new Set(), now: NOW + 1, graceMs: 24 * HOUR })).removed).toEqual([name('e')]);
  });
});

describe('referencedUploadNames', () => {
  it('reads the image URLs of products and of order lines through the storage port', async () => {
    const temp = makeTempDir('sweep-refs');
    const storage = openSqliteStorage({ dataDir: temp.dir });
    try {
      await storage.docs.put('products', 'p1', { productName: 'Desk', imgUrl: `https://api.shop.example/uploads/${name('1')}` });
      await storage.docs.put('products', 'p2', { productName: 'Chair', imgUrl: 'https://res.cloudinary.com/lakdi/image/upload/v1/chair.jpg' });
      await storage.docs.put('orders', 'o1', {
        status: 'paid',
        items: [{ id: 'gone', productName: 'Old stool', imgUrl: `http://localhost:4000/uploads/${name('2', 'webp')}?v=1`, quantity: 1 }],
      });
      await storage.docs.put('carts', 'u1', { items: [{ id: 'x', imgUrl: `http://localhost:4000/uploads/${name('3')}` }] });
      expect([...(await referencedUploadNames(storage.docs))].sort()).toEqual([name('1'), name('2', 'webp')]);
    } finally {
      await storage.close();
      temp.remove();
    }
  });
});

describe('the sweeper in the app', () => {
  it('at start removes an old unused upload and gives its bytes back to the quota, keeping the one a product uses', async () => {
    const old = new Date(Date.now() - 48 * HOUR);
    const shop = await uploadsApp({ UPLOAD_QUOTA_MB: '1' }, async (dir, storage) => {
      for (const file of [name('a'), name('b')]) {
        fs.writeFileSync(path.join(dir, file), Buffer.concat([TINY_PNG, Buffer.alloc(500 * 1024)]));
        fs.utimesSync(path.join(dir, file), old, old);
      }
      await storage.docs.put('products', 'p1', { productName: 'Desk', imgUrl: `http://localhost:4000/uploads/${name('b')}` });
    });
    try {
      for (let waited = 0; shop.files().includes(name('a')) && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(shop.files()).toEqual([name('b')]);
      // Both files were counted at start (24 KB of the 1 MB left); the sweep gave one back.
      const upload = await shop.upload({ file: { data: Buffer.concat([TINY_PNG, Buffer.alloc(400 * 1024)]), filename: 'c.png' }, upload_preset: PRESET }, ADMIN);
      expect(upload.statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});
