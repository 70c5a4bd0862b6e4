/**
 * Sized copies of stored uploads (`<stem>.w640.webp`, named by shared-contracts' uploadVariantName),
 * made with sharp on the first request for one and kept beside the original, the on-demand design
 * of image optimizers: an upload stays one quick write, and only the widths and formats browsers
 * really ask for take CPU and disk. Only the offered widths and formats of an existing original are
 * made, never larger than the original, one at a time on this server (AVIF encoding is CPU-heavy)
 * and each once however many ask at once. A copy counts against the uploads quota like any file;
 * when the quota cannot hold it the original stands in, and the sweeper removes a copy with its original.
 */
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { uploadVariantName, type UploadVariant } from 'shared-contracts/catalogue';
import type { ImageFormat } from './image-type';
import type { UploadStore } from './upload-store';

/** Formats an original may have for copies to be made of it (a GIF may be animated: it is only ever served whole). */
const RESIZABLE: readonly ImageFormat[] = ['jpg', 'png', 'webp'];

export type SizedCopy =
  /** The copy is stored under its name. */
  | { kind: 'stored' }
  /** No original of that stem: nothing to serve. */
  | { kind: 'missing' }
  /** The original, served in the copy's place (no room in the quota, or sharp could not read it). */
  | { kind: 'original'; name: string };

export interface SizedCopies {
  /** The copy `variant` asks for, made now if it is not stored yet. */
  get(variant: UploadVariant): Promise<SizedCopy>;
}

const exists = async (file: string): Promise<boolean> => (await fs.stat(file).catch(() => null))?.isFile() ?? false;

/** The encoder settings: AVIF and WebP at qualities that look like JPEG's 80; a JPEG on white (it has no transparency). */
function encode(image: sharp.Sharp, format: UploadVariant['format']): sharp.Sharp {
  if (format === 'avif') return image.avif({ quality: 50 });
  if (format === 'webp') return image.webp({ quality: 75 });
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
}

export function sizedCopies(store: UploadStore, warn: (error: unknown, message: string) => void): SizedCopies {
  const making = new Map<string, Promise<SizedCopy>>();
  let queue: Promise<unknown> = Promise.resolve();

  const originalOf = async (stem: string): Promise<string | null> => {
    for (const format of RESIZABLE) {
      const name = `${stem}.${format}`;
      if (await exists(store.pathOf(name))) return name;
    }
    return null;
  };

  const make = async (variant: UploadVariant, name: string, original: string): Promise<SizedCopy> => {
    if (await exists(store.pathOf(name))) return { kind: 'stored' };
    // A full quota holds no copy: no encoding spent on one that could not be kept.
    if (store.usedBytes() >= store.quotaBytes) return { kind: 'original', name: original };
    let data: Buffer;
    try {
      const image = sharp(store.pathOf(original)).rotate().resize({ width: variant.width, withoutEnlargement: true });
      data = await encode(image, variant.format).toBuffer();
    } catch (error) {
      warn(error, 'could not make a sized copy of an upload; serving the original');
      return { kind: 'original', name: original };
    }
    const claim = store.claim();
    if (!claim.add(data.length)) return { kind: 'original', name: original };
    const temp = store.tempPath();
    try {
      await fs.writeFile(temp, data);
      await fs.rename(temp, store.pathOf(name));
      claim.keep();
      return { kind: 'stored' };
    } catch (error) {
      claim.drop();
      await fs.rm(temp, { force: true });
      throw error;
    }
  };

  return {
    async get(variant) {
      const name = uploadVariantName(variant);
      if (await exists(store.pathOf(name))) return { kind: 'stored' };
      const pending = making.get(name);
      if (pending) return pending;
      const original = await originalOf(variant.stem);
      if (original === null) return { kind: 'missing' };
      const made = queue.then(() => make(variant, name, original)).finally(() => making.delete(name));
      queue = made.catch(() => undefined);
      making.set(name, made);
      return made;
    },
  };
}
