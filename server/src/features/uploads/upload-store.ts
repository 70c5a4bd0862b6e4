/**
 * The uploads folder and how much of the quota it uses. The folder is scanned once at start;
 * after that a counter follows every write and delete, so no request re-reads the folder.
 * An upload in progress claims its bytes as they arrive, so two uploads at once cannot together
 * overshoot the quota.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, type ImageFormat } from './image-type';

/** Stored names: 32 random hex digits and the image's real extension. Nothing else is ever served or swept. */
export const STORED_NAME = new RegExp(`^[a-f0-9]{32}\\.(?:${IMAGE_FORMATS.join('|')})$`);
/** Files being received; never served, never counted, removed at start if a crash left one. */
const TEMP_PREFIX = '.incoming-';

/** Bytes an upload in progress holds against the quota until it is kept or dropped. */
export interface QuotaClaim {
  /** Claims `bytes` more; false (claiming nothing) when that would pass the quota. */
  add(bytes: number): boolean;
  /** The upload was stored: its bytes now count as used. */
  keep(): void;
  /** The upload failed: its bytes are free again. */
  drop(): void;
}

export interface UploadStore {
  readonly dir: string;
  readonly quotaBytes: number;
  /** Bytes of stored uploads plus those of uploads in progress. */
  usedBytes(): number;
  claim(): QuotaClaim;
  /** A fresh path in the folder for a file being received. */
  tempPath(): string;
  /** Where an upload named `name` is kept. */
  pathOf(name: string): string;
  /** Stored files were removed from the folder (by the sweeper). */
  forget(bytes: number): void;
}

/** A fresh random file name with the extension of the image's real format. */
export const storedImageName = (format: ImageFormat): string => `${randomBytes(16).toString('hex')}.${format}`;

export async function openUploadStore(dir: string, quotaBytes: number): Promise<UploadStore> {
  await fs.mkdir(dir, { recursive: true });
  let used = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    if (entry.name.startsWith(TEMP_PREFIX)) await fs.rm(file, { force: true });
    else used += (await fs.stat(file)).size;
  }

  return {
    dir,
    quotaBytes,
    usedBytes: () => used,
    claim() {
      let held = 0;
      let open = true;
      return {
        add(bytes) {
          if (!open || used + bytes > quotaBytes) return false;
          used += bytes;
          held += bytes;
          return true;
        },
        keep() {
          open = false;
        },
        drop() {
          if (open) used -= held;
          open = false;
        },
      };
    },
    tempPath: () => path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`),
    pathOf: (name) => path.join(dir, name),
    forget(bytes) {
      used = Math.max(0, used - bytes);
    },
  };
}
