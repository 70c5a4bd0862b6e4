/**
 * Prometheus metrics (part of ServerConfig).
 *
 *   METRICS_TOKEN  unset: no /metrics route at all. Set: GET /metrics answers a scraper that sends
 *                  `Authorization: Bearer <token>` (others get 401). A secret: in a deployed shop at
 *                  least 32 characters and no example value (`openssl rand -hex 32`).
 */
import { checkSecret } from '../../secrets';

export interface MetricsConfig {
  /** null: metrics are off. */
  token: string | null;
}

type Env = Record<string, string | undefined>;

export function readMetricsConfig(env: Env, { checkSecrets }: { checkSecrets: boolean }): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && checkSecrets) checkSecret('METRICS_TOKEN', token);
  return { token };
}
