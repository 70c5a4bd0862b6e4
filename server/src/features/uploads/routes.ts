/**
 * The local Cloudinary-compatible image upload (ARCHITECTURE §8), used when config.json's uploadUrl
 * points here (the default).
 *
 * POST /api/uploads/image/upload  multipart `file` + `upload_preset` → {secure_url, public_id, format, bytes, width?, height?}
 *                                 Unauthenticated like Cloudinary's unsigned uploads, so rate-limited per IP.
 * GET  /uploads/<name>            the stored image, cacheable for a year (names are random and never reused).
 *
 * Every refusal is a 400 with a sentence saying what was wrong.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { UploadImageResponse } from 'shared-contracts';
import { errorBody, httpError } from '../../http-errors';
import type { UploadConfig } from './upload-config';
import { storedImageName, validateUpload } from './validate-upload';
import { CONTENT_TYPES, IMAGE_FORMATS } from './image-type';

export const UPLOAD_PATH = '/api/uploads/image/upload';
export const UPLOADS_PUBLIC_PATH = '/uploads';
/** Room for the multipart framing and the preset around a file of the largest size. */
const FRAMING_BYTES = 64 * 1024;

export interface UploadsRoutesOptions {
  dataDir: string;
  uploads: UploadConfig;
}

const uploadResponseSchema = {
  type: 'object',
  required: ['secure_url', 'public_id', 'format', 'bytes'],
  additionalProperties: false,
  properties: {
    secure_url: { type: 'string' },
    public_id: { type: 'string' },
    format: { type: 'string' },
    bytes: { type: 'integer' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
} as const;

export const uploadsRoutes: FastifyPluginAsync<UploadsRoutesOptions> = async (app, { dataDir, uploads }) => {
  const dir = path.join(dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  const maxMb = Math.round(uploads.maxBytes / (1024 * 1024));

  // Scoped to this plugin: only the upload route is limited, and only it reads multipart bodies.
  await app.register(rateLimit, { global: false });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Body-level refusals are 400 here like every other bad upload; anything else goes to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(400).send(errorBody(400, `The image must be at most ${maxMb} MB.`));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(400).send(errorBody(400, 'Send the image as multipart/form-data with the fields file and upload_preset.'));
    }
    throw error;
  });

  app.post(
    UPLOAD_PATH,
    {
      bodyLimit: uploads.maxBytes + FRAMING_BYTES,
      schema: { response: { 200: uploadResponseSchema } },
      config: { rateLimit: { max: uploads.ratePerMinute, timeWindow: 60_000 } },
    },
    async (request): Promise<UploadImageResponse> => {
      const image = validateUpload(request.body, request.headers['content-type'], uploads);
      const name = storedImageName(image.format);
      await fs.writeFile(path.join(dir, name), image.data, { flag: 'wx' });
      const answer: UploadImageResponse = {
        secure_url: `${uploads.publicBaseUrl}${name}`,
        public_id: name.slice(0, name.lastIndexOf('.')),
        format: image.format,
        bytes: image.data.length,
      };
      if (image.width && image.height) Object.assign(answer, { width: image.width, height: image.height });
      return answer;
    },
  );

  app.get<{ Params: { name: string } }>(`${UPLOADS_PUBLIC_PATH}/:name`, async (request, reply) => {
    const { name } = request.params;
    const format = IMAGE_FORMATS.find((candidate) => name.endsWith(`.${candidate}`));
    if (!format || !/^[a-f0-9]{32}\.[a-z]+$/.test(name)) throw httpError(404, 'No such image.');
    let data: Buffer;
    try {
      data = await fs.readFile(path.join(dir, name));
    } catch {
      throw httpError(404, 'No such image.');
    }
    return reply
      .type(CONTENT_TYPES[format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
};
