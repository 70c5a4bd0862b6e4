/**
 * GET /api/ready: readiness for a load balancer or orchestrator. Unlike /api/health (liveness: the
 * process runs), it reads one document through the storage port, so an instance whose database is
 * unreachable or stuck is taken out of rotation instead of answering shoppers with errors.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type ReadyResponse } from 'shared-contracts';
import { errorBody } from '../../http-errors';
import type { StoragePort } from '../../storage/port';
import { namedPlugin } from '../../plugins/named-plugin';

export interface ReadyRoutesOptions {
  storage: Pick<StoragePort, 'kind' | 'docs'>;
  /** How long storage may take to answer before the instance counts as not ready. */
  timeoutMs?: number;
}

export const READY_TIMEOUT_MS = 2000;
/** A document that need not exist: reading it costs one lookup in either adapter. */
const PROBE = { collection: 'users', id: 'readiness-probe' } as const;

const readySchema = {
  response: {
    200: {
      type: 'object',
      required: ['status', 'storage'],
      additionalProperties: false,
      properties: { status: { type: 'string', enum: ['ready'] }, storage: { type: 'string' } },
    },
    503: {
      type: 'object',
      required: ['statusCode', 'error', 'message'],
      additionalProperties: false,
      properties: { statusCode: { type: 'number' }, error: { type: 'string' }, message: { type: 'string' } },
    },
  },
} as const;

/** Resolves to null when storage answered in time, else to why not. */
async function probeStorage(storage: ReadyRoutesOptions['storage'], timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`did not answer within ${timeoutMs} ms`), timeoutMs);
  });
  const read = storage.docs.get(PROBE.collection, PROBE.id).then(
    () => null,
    (error: unknown) => `failed to answer (${error instanceof Error ? error.name : 'error'})`,
  );
  try {
    return await Promise.race([read, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export const readyRoutes: FastifyPluginAsync<ReadyRoutesOptions> = namedPlugin(
  'readyRoutes',
  async (app, { storage, timeoutMs = READY_TIMEOUT_MS }) => {
    app.get(API_PATHS.ready, { schema: readySchema }, async (request, reply): Promise<ReadyResponse | void> => {
      const problem = await probeStorage(storage, timeoutMs);
      if (problem === null) return { status: 'ready', storage: storage.kind };
      request.log.warn({ storage: storage.kind }, `readiness: storage ${problem}`);
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody(503, `Not ready: storage (${storage.kind}) ${problem}.`));
    });
  },
);
