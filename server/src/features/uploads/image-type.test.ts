import { TINY_PNG } from '../admin/test-support';
import { detectImage } from './image-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImage', () => {
  it('knows a PNG and its size', () => {
    expect(detectImage(TINY_PNG)).toEqual({ format: 'png', contentType: 'image/png', width: 1, height: 1 });
  });

  it('knows a JPEG and reads the size from its frame header', () => {
    // SOI, an APP0 segment of 4 bytes, then SOF0: length 17, precision 8, height 300, width 400
    const jpeg = bytes(
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x04,
      0x00,
      0x00,
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0x2c,
      0x01,
      0x90,
      0x03,
    );
    expect(detectImage(jpeg)).toEqual({ format: 'jpg', contentType: 'image/jpeg', width: 400, height: 300 });
  });

  it('knows a GIF', () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), bytes(0x20, 0x00, 0x10, 0x00)]);
    expect(detectImage(gif)).toEqual({ format: 'gif', contentType: 'image/gif', width: 32, height: 16 });
  });

  it('knows a WebP (extended header)', () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      bytes(0, 0, 0, 0),
      Buffer.from('WEBPVP8X'),
      bytes(10, 0, 0, 0, 0, 0, 0, 0),
      bytes(99, 0, 0, 49, 0, 0), // width-1 = 99, height-1 = 49
    ]);
    expect(detectImage(webp)).toEqual({ format: 'webp', contentType: 'image/webp', width: 100, height: 50 });
  });

  it('refuses text, SVG, PDF and truncated signatures', () => {
    for (const data of [
      Buffer.from('hello, not an image'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('%PDF-1.7'),
      TINY_PNG.subarray(0, 8),
      Buffer.alloc(0),
    ]) {
      expect(detectImage(data)).toBeNull();
    }
  });
});
