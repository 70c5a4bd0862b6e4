/**
 * A job the app runs at start-up and then every `intervalMs` (the expiry sweep, the reconciler):
 * one run at a time, so a slow store or provider never piles runs up; a failed run is logged and
 * the next one comes; the timer does not keep the process alive. The returned function stops it
 * and waits for a run under way. Given a lease, a run starts only on the instance holding the
 * job's lease (storage/lease.ts), so the instances sharing a store do not all run it. Taking a lease
 * over (from nobody, or from an instance that died or closed) and losing it are logged, each run at
 * debug level, so an operator (and the several-instances test) can see which instance ran what when.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { documentLease } from '../../storage/lease';
import type { DocumentStore } from '../../storage/port';
import type { OrderLog } from './stock-moves';
import { namedPlugin } from '../../plugins/named-plugin';

/** The periodic jobs' log: the order log, and debug for each run. */
export interface JobLog extends OrderLog {
  debug(details: object, message: string): void;
}

export interface PeriodicLease {
  docs: Pick<DocumentStore, 'mutate'>;
  /** The job's lease document: leases/{job}. */
  job: string;
}

/**
 * How long a job's lease holds without renewal: its holder renews it every run (and every third of
 * it during a long run), so it runs out only when the holder died or closed.
 */
export const jobLeaseMs = (intervalMs: number): number => Math.max(3 * intervalMs, 30_000);

export function startPeriodic(
  run: () => Promise<void>,
  {
    intervalMs,
    log,
    name,
    lease,
    runAtStart = true,
  }: {
    intervalMs: number;
    log: JobLog;
    name: string;
    lease?: PeriodicLease;
    /** false: the first run comes one interval after the start, not at once (a job that can wait). */
    runAtStart?: boolean;
  },
): () => Promise<void> {
  // With several server instances on one store, one runs the job at a time: the lease's holder.
  const leaseMs = jobLeaseMs(intervalMs);
  const owner = randomUUID();
  const job = lease?.job ?? name;
  const held = lease ? documentLease(lease.docs, 'leases', lease.job, { owner, leaseMs }) : null;
  const renewal = async () => {
    if (!held) return;
    const { held: still, previousOwner } = await held.hold();
    if (!still) log.warn({ job, owner, holder: previousOwner }, `${name}: lease lost to another instance`);
  };
  const runHolding = async () => {
    if (held) {
      const { held: holding, previousOwner, previousLeaseUntil } = await held.hold();
      if (!holding) return;
      if (previousOwner !== owner) log.info({ job, owner, previousOwner, previousLeaseUntil }, `${name}: lease taken`);
    }
    // Renewed three times per lease so a long run keeps it; a dead holder's lease lapses for another instance.
    const renew = held
      ? setInterval(
          () => void renewal().catch((error: unknown) => log.warn({ err: error }, `${name}: lease not renewed`)),
          leaseMs / 3,
        ).unref()
      : undefined;
    const started = Date.now();
    try {
      await run();
    } finally {
      clearInterval(renew);
      log.debug({ job, owner, startedAt: new Date(started).toISOString(), ms: Date.now() - started }, `${name} ran`);
    }
  };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runHolding()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  if (runAtStart) tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    // Another instance takes the job over at its next run, not when the lease would have run out.
    await held?.release().catch((error: unknown) => log.warn({ err: error }, `${name}: lease not released`));
  };
}

/** A periodic job as part of the app: started when the app is ready, stopped before it closes (and its storage with it). */
export function periodicPlugin<Options extends FastifyPluginOptions>(
  name: string,
  start: (options: Options, log: FastifyBaseLogger) => () => Promise<void>,
): FastifyPluginAsync<Options> {
  return namedPlugin<Options>(name, async (app, options) => {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = start(options, app.log);
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  });
}
