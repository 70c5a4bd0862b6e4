/**
 * A job the app runs at start-up and then every `intervalMs` (the expiry sweep, the reconciler):
 * one run at a time, so a slow store or provider never piles runs up; a failed run is logged and
 * the next one comes; the timer does not keep the process alive. The returned function stops it
 * and waits for a run under way.
 */
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { OrderLog } from './stock-moves';

export function startPeriodic(
  run: () => Promise<void>,
  { intervalMs, log, name }: { intervalMs: number; log: OrderLog; name: string },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** A periodic job as part of the app: started when the app is ready, stopped before it closes (and its storage with it). */
export function periodicPlugin<Options extends FastifyPluginOptions>(
  start: (options: Options, log: FastifyBaseLogger) => () => Promise<void>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = start(options, app.log);
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  };
}
