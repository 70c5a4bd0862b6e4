/** Checks an upload request's body: the form, the preset, and that the file really is an image. */
import { randomBytes } from 'node:crypto';
import { httpError } from '../../http-errors';
import { detectImage, type ImageFormat, type ImageInfo } from './image-type';
import { MultipartError, boundaryOf, parseMultipart, type MultipartForm } from './multipart';
import type { UploadConfig } from './upload-config';

export const UPLOAD_FIELDS = ['file', 'upload_preset'] as const;
export const SEND_MULTIPART_MESSAGE = 'Send the image as multipart/form-data with the fields file and upload_preset.';
export const NOT_AN_IMAGE_MESSAGE = 'The file is not an image (PNG, JPEG, WebP or GIF).';

export type ValidImage = ImageInfo & { data: Buffer };

function readForm(body: unknown, contentType: string | undefined): MultipartForm {
  const boundary = boundaryOf(contentType);
  if (!Buffer.isBuffer(body) || !boundary) throw httpError(400, SEND_MULTIPART_MESSAGE);
  try {
    return parseMultipart(body, boundary);
  } catch (error) {
    if (error instanceof MultipartError) throw httpError(400, error.message);
    throw error;
  }
}

export function validateUpload(body: unknown, contentType: string | undefined, config: Pick<UploadConfig, 'preset' | 'maxBytes'>): ValidImage {
  const form = readForm(body, contentType);
  const known: readonly string[] = UPLOAD_FIELDS;
  const unknown = [...form.fields.keys(), ...form.files.keys()].find((name) => !known.includes(name));
  if (unknown !== undefined) throw httpError(400, `The form has an unknown field '${unknown}'.`);

  const preset = form.fields.get('upload_preset')?.trim();
  if (!preset) throw httpError(400, 'upload_preset is required.');
  if (preset !== config.preset) throw httpError(400, `Upload preset '${preset}' not found.`);

  const file = form.files.get('file');
  if (!file) {
    throw httpError(400, form.fields.has('file') ? 'file must be an uploaded file.' : 'file is required.');
  }
  if (file.data.length === 0) throw httpError(400, 'The file is empty.');
  if (file.data.length > config.maxBytes) {
    throw httpError(400, `The image must be at most ${Math.round(config.maxBytes / (1024 * 1024))} MB.`);
  }
  const info = detectImage(file.data);
  if (!info) throw httpError(400, NOT_AN_IMAGE_MESSAGE);
  return { ...info, data: file.data };
}

/** A fresh random file name with the extension of the image's real format. */
export const storedImageName = (format: ImageFormat): string => `${randomBytes(16).toString('hex')}.${format}`;
