/**
 * The local Cloudinary-compatible image upload (ARCHITECTURE §8), used when config.json's uploadUrl
 * points here (the default).
 *
 * POST /api/uploads/image/upload  multipart `file` + `upload_preset` → {secure_url, public_id, format, bytes, width?, height?}
 *                                 Admins only (verified email), rate-limited per IP, within a total quota.
 * GET  /uploads/<name>            the stored image, streamed, cacheable for a year (names are random and never reused).
 * GET  /uploads/<stem>.w<width>.<avif|webp|jpg>  a sized copy of it (sized-copies.ts), made on first request.
 *
 * Every refusal is a 4xx (507 when the quota is used up) with a sentence saying what was wrong,
 * and leaves nothing behind. Unused uploads are swept away after a grace period (sweep.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { UploadImageResponse } from 'shared-contracts';
import { parseUploadVariantName } from 'shared-contracts/catalogue';
import { errorBody, httpError } from '../../http-errors';
import type { UsersRepository } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import {
  SEND_MULTIPART_MESSAGE,
  multipartLimits,
  quotaFullMessage,
  receiveUpload,
  tooLargeMessage,
} from './receive-upload';
import { sizedCopies } from './sized-copies';
import { uploadSweep, type SweeperOptions } from './sweep';
import { LOCAL_UPLOADS_REFUSED_MESSAGE, type UploadConfig } from './upload-config';
import { STORED_NAME, openUploadStore } from './upload-store';
import { namedPlugin } from '../../plugins/named-plugin';

export const UPLOAD_PATH = '/api/uploads/image/upload';
export const UPLOADS_PUBLIC_PATH = '/uploads';
/** Room for the multipart framing and the preset around a file of the largest size. */
const FRAMING_BYTES = 64 * 1024;
const HOUR_MS = 60 * 60 * 1000;

export interface UploadsRoutesOptions {
  dataDir: string;
  uploads: UploadConfig;
  storage: { users: Pick<UsersRepository, 'get'>; docs: SweeperOptions['docs'] };
  /** How often unused uploads are swept (default hourly; a sweep also runs at start). */
  sweepIntervalMs?: number;
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

export const uploadsRoutes: FastifyPluginAsync<UploadsRoutesOptions> = namedPlugin(
  'uploadsRoutes',
  async (app, { dataDir, uploads, storage, sweepIntervalMs }) => {
    if (!uploads.localUploads) {
      // Refused on arrival, before any body is parsed or read.
      const refuse = async (): Promise<never> => {
        throw httpError(409, LOCAL_UPLOADS_REFUSED_MESSAGE);
      };
      app.post(UPLOAD_PATH, { onRequest: refuse }, refuse);
      return;
    }
    const store = await openUploadStore(path.join(dataDir, 'uploads'), uploads.quotaBytes);
    await app.register(uploadSweep, {
      store,
      docs: storage.docs,
      graceMs: uploads.graceMs,
      intervalMs: sweepIntervalMs ?? HOUR_MS,
    });

    // Scoped to this plugin: only these routes parse multipart and send files. (The upload's own
    // rate limit is `config.rateLimit` below, applied by the app's limiter.)
    await app.register(multipart, { limits: multipartLimits(uploads.maxBytes), throwFileSizeLimit: true });
    await app.register(fastifyStatic, { root: store.dir, serve: false });

    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(400).send(errorBody(400, SEND_MULTIPART_MESSAGE));
      }
      throw error;
    });

    app.post(
      UPLOAD_PATH,
      {
        onRequest: adminOnly(app, storage.users),
        // Refused before a byte of the body is read: a body far over the limit, or no room left at all.
        preHandler: async (request) => {
          const length = Number(request.headers['content-length']);
          if (length > uploads.maxBytes + FRAMING_BYTES) throw httpError(413, tooLargeMessage(uploads.maxBytes));
          if (store.usedBytes() >= store.quotaBytes)
            throw httpError(507, quotaFullMessage(uploads.quotaBytes, uploads.graceMs));
        },
        schema: { response: { 200: uploadResponseSchema } },
        config: { rateLimit: { max: uploads.ratePerMinute, timeWindow: 60_000 } },
      },
      async (request): Promise<UploadImageResponse> => {
        const { name, info, bytes } = await receiveUpload(request, store, uploads);
        const answer: UploadImageResponse = {
          secure_url: `${uploads.publicBaseUrl}${name}`,
          public_id: name.slice(0, name.lastIndexOf('.')),
          format: info.format,
          bytes,
        };
        if (info.width && info.height) Object.assign(answer, { width: info.width, height: info.height });
        return answer;
      },
    );

    const copies = sizedCopies(store, (err, message) => app.log.warn({ err }, message));
    app.get<{ Params: { name: string } }>(`${UPLOADS_PUBLIC_PATH}/:name`, async (request, reply) => {
      const { name } = request.params;
      const variant = parseUploadVariantName(name);
      if (variant) {
        const copy = await copies.get(variant);
        if (copy.kind === 'missing') throw httpError(404, 'No such image.');
        if (copy.kind === 'original') {
          // Relative, so it holds behind any public base URL; not cached, so the copy is made once there is room.
          reply.header('cache-control', 'no-store');
          return reply.redirect(copy.name, 302);
        }
      } else if (!STORED_NAME.test(name)) throw httpError(404, 'No such image.');
      const stat = await fs.stat(store.pathOf(name)).catch(() => null);
      if (!stat?.isFile()) throw httpError(404, 'No such image.');
      reply.header('x-content-type-options', 'nosniff');
      return reply.sendFile(name, { maxAge: '365d', immutable: true });
    });
  },
);
