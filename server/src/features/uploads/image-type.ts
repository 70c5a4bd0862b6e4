/**
 * What an uploaded file really is, from its bytes (magic numbers), never from its name or the
 * browser's content type: PNG, JPEG, WebP or GIF, with width and height when the header says.
 */

export const IMAGE_FORMATS = ['png', 'jpg', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageInfo {
  format: ImageFormat;
  contentType: string;
  width?: number;
  height?: number;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (data: Buffer, start: number, end: number): string => data.subarray(start, end).toString('latin1');

const sized = (format: ImageFormat, width?: number, height?: number): ImageInfo => {
  const info: ImageInfo = { format, contentType: CONTENT_TYPES[format] };
  if (width && height) Object.assign(info, { width, height });
  return info;
};

function png(data: Buffer): ImageInfo | null {
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (ascii(data, 12, 16) !== 'IHDR') return null;
  return sized('png', data.readUInt32BE(16), data.readUInt32BE(20));
}

function gif(data: Buffer): ImageInfo | null {
  if (data.length < 10 || !/^GIF8[79]a$/.test(ascii(data, 0, 6))) return null;
  return sized('gif', data.readUInt16LE(6), data.readUInt16LE(8));
}

/** JPEG: SOI, then segments up to a start-of-frame marker that carries the size. */
function jpeg(data: Buffer): ImageInfo | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) break;
    const marker = data[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return sized('jpg', data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5));
    offset += 2 + length;
  }
  return sized('jpg');
}

function webp(data: Buffer): ImageInfo | null {
  if (data.length < 16 || ascii(data, 0, 4) !== 'RIFF' || ascii(data, 8, 12) !== 'WEBP') return null;
  const chunk = ascii(data, 12, 16);
  if (chunk === 'VP8X' && data.length >= 30) {
    return sized('webp', data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1);
  }
  if (chunk === 'VP8L' && data.length >= 25 && data[20] === 0x2f) {
    const bits = data.readUInt32LE(21);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ' && data.length >= 30) {
    return sized('webp', data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
  }
  return sized('webp');
}

/** The image's format and size, or null when the bytes are not a PNG, JPEG, WebP or GIF. */
export function detectImage(data: Buffer): ImageInfo | null {
  return png(data) ?? jpeg(data) ?? webp(data) ?? gif(data);
}
