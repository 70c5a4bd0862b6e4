/**
 * Prometheus metrics (part of ServerConfig).
 *
 *   METRICS_TOKEN  unset: no /metrics route at all. Set: GET /metrics answers a scraper that sends
 *                  `Authorization: Bearer <token>` (others get 401). A secret: in a deployed shop at
 *                  least 32 characters and no example value (`openssl rand -hex 32`).
 */
import { checkSecret } from '../../secrets';
import { type Env, readSetting } from '../../settings';

export interface MetricsConfig {
  /** null: metrics are off. */
  token: string | null;
}

export function readMetricsConfig(env: Env, { checkSecrets }: { checkSecrets: boolean }): MetricsConfig {
  const token = readSetting(env, 'METRICS_TOKEN') ?? null;
  if (token !== null && checkSecrets) checkSecret('METRICS_TOKEN', token);
  return { token };
}
