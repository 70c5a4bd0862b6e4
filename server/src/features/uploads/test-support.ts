/** An app whose uploads folder the test can see (and fill before start), with the seeded accounts. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { StoragePort } from '../../storage/port';
import { sqliteRefusingWholeReads } from '../../storage/testing/refusing-scans';
import { appTestEnv, fakeVerifier } from '../../test/app-fixture';
import { localEnv } from '../../test/config-env';
import { makeTempDir } from '../../test/temp-dir';
import { TINY_PNG, asUser, multipartBody, seedAccounts } from '../admin/test-support';
import { UPLOAD_PATH } from './routes';

export const PRESET = 'storefront-unsigned';
export const MB = 1024 * 1024;
export const ADMIN = asUser('admin');

/** A PNG of about `bytes` bytes: a real header, then padding (only the head is checked). */
export const pngOfSize = (bytes: number): Buffer =>
  Buffer.concat([TINY_PNG, Buffer.alloc(Math.max(0, bytes - TINY_PNG.length))]);

export interface UploadsApp {
  app: FastifyInstance;
  storage: StoragePort;
  uploadsDir: string;
  /** What is in the uploads folder now, temp files included. */
  files: () => string[];
  upload: (
    parts: Parameters<typeof multipartBody>[0],
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** `before` runs ahead of start-up (and so of the first sweep), with the folder and the store. */
export async function uploadsApp(
  env: Record<string, string> = {},
  before?: (uploadsDir: string, storage: StoragePort) => Promise<void> | void,
): Promise<UploadsApp> {
  const temp = makeTempDir('uploads-app');
  const uploadsDir = path.join(temp.dir, 'uploads');
  fs.mkdirSync(uploadsDir);
  const config = loadConfig(localEnv(appTestEnv(temp.dir, env)));
  // The uploads sweep finds the pictures in use without listing the orders.
  const storage = sqliteRefusingWholeReads(temp.dir, 'orders');
  await seedAccounts(storage);
  await before?.(uploadsDir, storage);
  const app = buildApp({ config, storage, verifyToken: fakeVerifier });
  await app.ready();
  return {
    app,
    storage,
    uploadsDir,
    files: () => fs.readdirSync(uploadsDir).sort(),
    upload: async (parts, headers = ADMIN) => {
      const body = await multipartBody(parts);
      return app.inject({
        method: 'POST',
        url: UPLOAD_PATH,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    },
    close: async () => {
      await app.close();
      await storage.close();
      temp.remove();
    },
  };
}
