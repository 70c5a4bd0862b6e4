/**
 * A product photo for the journeys' uploads: a real PNG the size of a seller's picture (800×600, a
 * wood-toned gradient), made here with zlib so no image library is needed. A photo this size gets
 * every sized copy the shop offers; a 1-pixel picture would not, and in a `srcset` whose widths say
 * 320w it reads as 0 pixels wide, like a broken one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The photo's PNG bytes: 8-bit RGB, each row a shade darker than the one above. */
export function photoPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(PHOTO_WIDTH, 0);
  header.writeUInt32BE(PHOTO_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const rowBytes = 1 + PHOTO_WIDTH * 3;
  const pixels = Buffer.alloc(rowBytes * PHOTO_HEIGHT);
  for (let y = 0; y < PHOTO_HEIGHT; y += 1) {
    const shade = Math.round((y / PHOTO_HEIGHT) * 60);
    for (let x = 0; x < PHOTO_WIDTH; x += 1)
      pixels.set([200 - shade, 149 - shade, 95 - shade], y * rowBytes + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The photo in a temp file, for a file input. */
export function writePhotoPng(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-')), 'desk.png');
  fs.writeFileSync(file, photoPng());
  return file;
}
