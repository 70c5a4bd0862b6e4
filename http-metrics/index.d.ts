/** Types of index.js (plain CommonJS, carried as it is into each service's release). */
import type { Metric, Registry } from 'prom-client';

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean;

/** What recordResponse reads of a Fastify request and reply. */
export interface AnsweredRequest {
  method: string;
  routeOptions: { url?: string | undefined };
}
export interface SentReply {
  statusCode: number;
  /** Milliseconds from receiving the request to finishing the answer. */
  elapsedTime: number;
}

export interface HttpMetricsOptions {
  /** The latency histogram's help: what "finishing its answer" means for this service. */
  latencyHelp: string;
  /** The route label for a route pattern (undefined: no route matched); default the pattern, or 'unmatched'. */
  routeLabel?: (pattern: string | undefined) => string;
  /** The service's own metrics, exposed before the request metrics. */
  metrics?: Metric[];
}

export interface HttpMetrics {
  registry: Registry;
  /** Counts one answered request and its latency (call it from an onResponse hook). */
  recordResponse(request: AnsweredRequest, reply: SentReply): void;
}

export function createHttpMetrics(options: HttpMetricsOptions): HttpMetrics;
