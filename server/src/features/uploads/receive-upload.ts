/**
 * Receives one upload form (`file` + `upload_preset`) as it streams in (@fastify/multipart): the
 * file goes straight to a temp file in the uploads folder while its first bytes are checked to be
 * an image, and is renamed into place only when everything was right. On any failure the temp
 * file is deleted and its bytes given back to the quota, so a refused upload changes nothing.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, httpError } from '../../http-errors';
import { detectImage, type ImageInfo } from './image-type';
import type { UploadConfig } from './upload-config';
import { storedImageName, type QuotaClaim, type UploadStore } from './upload-store';

export const UPLOAD_FIELDS = ['file', 'upload_preset'] as const;
export const SEND_MULTIPART_MESSAGE = 'Send the image as multipart/form-data with the fields file and upload_preset.';
export const NOT_AN_IMAGE_MESSAGE = 'The file is not an image (PNG, JPEG, WebP or GIF).';
export const MALFORMED_FORM_MESSAGE = 'The form data is malformed or cut short.';
/** Enough of the file to find its format and, for most JPEGs, the frame header with the size. */
const HEAD_BYTES = 64 * 1024;

export const tooLargeMessage = (maxBytes: number): string =>
  `The image must be at most ${Math.round(maxBytes / (1024 * 1024))} MB.`;

export const quotaFullMessage = (quotaBytes: number, graceMs: number): string =>
  `Image storage is full: the shop's uploads use all of their ${Math.round(quotaBytes / (1024 * 1024))} MB quota. ` +
  `Images no product or order uses are removed after ${Math.round(graceMs / 3_600_000)} hours; to store more now, raise UPLOAD_QUOTA_MB on the server.`;

/** Busboy's limits: one file of at most maxBytes, the preset, nothing big anywhere else. */
export const multipartLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 10,
});

export interface ReceivedImage {
  /** The stored file name (random, with the real format's extension). */
  name: string;
  info: ImageInfo;
  bytes: number;
}

type UploadSettings = Pick<UploadConfig, 'preset' | 'maxBytes' | 'quotaBytes' | 'graceMs'>;

/** Streams `file` to `temp`, checking its head is an image and claiming quota for every chunk. */
async function saveFile(
  file: Readable,
  temp: string,
  claim: QuotaClaim,
  settings: UploadSettings,
): Promise<{ info: ImageInfo; bytes: number }> {
  const seen: { info: ImageInfo | null; bytes: number } = { info: null, bytes: 0 };
  const check = (head: Buffer): Buffer => {
    if (head.length === 0) throw httpError(400, 'The file is empty.');
    seen.info = detectImage(head);
    if (!seen.info) throw httpError(400, NOT_AN_IMAGE_MESSAGE);
    return head;
  };
  const sink = createWriteStream(temp, { flags: 'wx' });
  try {
    await pipeline(
      file,
      async function* (source: AsyncIterable<Buffer>) {
        let head: Buffer[] = [];
        let headLength = 0;
        for await (const chunk of source) {
          if (!claim.add(chunk.length)) throw httpError(507, quotaFullMessage(settings.quotaBytes, settings.graceMs));
          seen.bytes += chunk.length;
          if (seen.info) {
            yield chunk;
            continue;
          }
          head.push(chunk);
          headLength += chunk.length;
          if (headLength >= HEAD_BYTES) {
            yield check(Buffer.concat(head));
            head = [];
          }
        }
        if (!seen.info) yield check(Buffer.concat(head));
      },
      sink,
    );
  } catch (error) {
    // The pipeline rejects as soon as a stream fails, while the file may still be opening: wait for
    // it to close, or the caller's removal of the temp file could come before the file exists.
    if (!sink.closed) await once(sink, 'close');
    throw error;
  }
  if (!seen.info) throw httpError(400, NOT_AN_IMAGE_MESSAGE);
  return { info: seen.info, bytes: seen.bytes };
}

function checkPreset(preset: string | undefined, expected: string): void {
  if (!preset) throw httpError(400, 'upload_preset is required.');
  if (preset !== expected) throw httpError(400, `Upload preset '${preset}' not found.`);
}

/** Turns the parser's and the disk's failures into a clear 4xx/507; anything else stays a server error. */
function refusal(error: unknown, settings: UploadSettings): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return httpError(413, tooLargeMessage(settings.maxBytes));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return httpError(400, SEND_MULTIPART_MESSAGE);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return httpError(400, 'The form has too many parts: send one file and upload_preset.');
    case 'FST_PROTO_VIOLATION':
      return httpError(400, 'The form has a field name that is not allowed.');
    case 'FST_MP_PREMATURE_CLOSE':
      return httpError(400, 'The upload was cut off before it ended.');
    case 'ENOSPC':
      return httpError(507, "The server's disk is full; free space on it before uploading more images.");
    default:
      // Busboy's complaints about the form itself are plain errors; system errors carry a syscall.
      return 'syscall' in error ? error : httpError(400, MALFORMED_FORM_MESSAGE);
  }
}

export async function receiveUpload(
  request: FastifyRequest,
  store: UploadStore,
  settings: UploadSettings,
): Promise<ReceivedImage> {
  const temp = store.tempPath();
  const claim = store.claim();
  try {
    let saved: { info: ImageInfo; bytes: number } | null = null;
    let preset: string | undefined;
    let fileAsText = false;
    const seen = new Set<string>();
    const known: readonly string[] = UPLOAD_FIELDS;
    for await (const part of request.parts({ limits: multipartLimits(settings.maxBytes) })) {
      const name = part.fieldname;
      if (!known.includes(name)) {
        if (part.type === 'file') part.file.destroy();
        throw httpError(400, `The form has an unknown field '${name}'.`);
      }
      if (seen.has(name)) throw httpError(400, `The form has the field '${name}' twice.`);
      seen.add(name);
      if (part.type === 'file') {
        if (name !== 'file') {
          part.file.destroy();
          throw httpError(400, `${name} must be text, not a file.`);
        }
        saved = await saveFile(part.file, temp, claim, settings);
        if (part.file.truncated) throw httpError(413, tooLargeMessage(settings.maxBytes));
      } else if (part.valueTruncated) {
        throw httpError(400, `The form field '${name}' is too long.`);
      } else if (name === 'file') {
        fileAsText = true;
      } else {
        preset = String(part.value).trim();
        checkPreset(preset, settings.preset); // before any file bytes when the preset comes first
      }
    }
    checkPreset(preset, settings.preset);
    if (!saved) throw httpError(400, fileAsText ? 'file must be an uploaded file.' : 'file is required.');
    const stored = storedImageName(saved.info.format);
    await fs.rename(temp, store.pathOf(stored));
    claim.keep();
    return { name: stored, ...saved };
  } catch (error) {
    claim.drop();
    await fs.rm(temp, { force: true });
    throw refusal(error, settings);
  }
}
