/**
 * Versioned data migrations: each runs once per store, in order, recorded in `migrations/{id}`, and
 * resumable. A migration works a step at a time and saves a cursor after each step; a run stopped
 * (the app closing) or cut short (a crash) goes on from that cursor. On several server instances
 * one runs a migration at a time: the record is a lease (storage/lease.ts), renewed at every step;
 * the others wait, and take over when a dead holder's lease has run out. A later migration starts
 * only once every earlier one is done. A failure is recorded (error, failedAt) and retried at the
 * next start.
 */
import { randomUUID } from 'node:crypto';
import { leaseFields, leaseIsFree } from '../storage/lease';
import type { DocumentData, DocumentStore } from '../storage/port';

export interface MigrationProgress {
  /** Where the last run stopped (null at the start). */
  cursor: string | null;
  /** Records the step done (and renews the lease); throws when another instance took the migration over. */
  save(cursor: string): Promise<void>;
  /** The app is closing: return 'stopped' after the step under way. */
  stopped(): boolean;
}

export interface Migration {
  /** Unique and never reused: the record's id. */
  id: string;
  description: string;
  /**
   * Does the work from `progress.cursor` on, saving the cursor after each step. A step may run
   * twice (a crash between its writes and its save), so each must be safe to repeat.
   */
  run(docs: DocumentStore, progress: MigrationProgress): Promise<'done' | 'stopped'>;
}

export type MigrationOutcome = 'already done' | 'done' | 'stopped' | 'failed';

export interface MigrationLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunMigrationsOptions {
  log: MigrationLog;
  stopped?: () => boolean;
  /** How long a claim holds without a step saved (default 2 minutes). */
  leaseMs?: number;
  /** How often a waiting instance looks at a migration another one runs (default 5 s). */
  pollMs?: number;
  now?: () => number;
}

export class MigrationTakenOver extends Error {
  constructor(id: string) {
    super(`Migration ${id} was taken over by another instance (its lease ran out)`);
    this.name = 'MigrationTakenOver';
  }
}

const LEASE_MS = 2 * 60_000;
const POLL_MS = 5_000;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Runs every migration not yet done, in order; answers what happened to each. */
export async function runMigrations(
  docs: DocumentStore,
  migrations: readonly Migration[],
  { log, stopped = () => false, leaseMs = LEASE_MS, pollMs = POLL_MS, now = Date.now }: RunMigrationsOptions,
): Promise<Record<string, MigrationOutcome>> {
  const owner = randomUUID();
  const outcomes: Record<string, MigrationOutcome> = {};
  const mine = (record: DocumentData | null): record is DocumentData =>
    record !== null && record.owner === owner && record.state === 'running';

  /** Claims the migration (or finds it done); null while another live instance holds it. */
  const claim = async (migration: Migration): Promise<DocumentData | 'done' | null> => {
    const stored = await docs.mutate('migrations', migration.id, (current) => {
      if (current?.state === 'done') return undefined;
      if (current?.state === 'running' && !leaseIsFree(current, owner, now())) return undefined;
      return {
        description: migration.description,
        state: 'running',
        ...leaseFields(owner, now() + leaseMs),
        cursor: text(current?.cursor),
        startedAt: text(current?.startedAt) ?? new Date(now()).toISOString(),
      };
    });
    if (stored?.state === 'done') return 'done';
    return mine(stored) ? stored : null;
  };

  /** Applies `change` to the record while this instance holds it; throws when it no longer does. */
  const update = async (migration: Migration, change: (record: DocumentData) => DocumentData) => {
    let applied = false;
    await docs.mutate('migrations', migration.id, (current) => {
      // Decided afresh on every attempt: Firestore may run this again after a conflict.
      applied = mine(current);
      return applied && current ? change(current) : undefined;
    });
    if (!applied) throw new MigrationTakenOver(migration.id);
  };

  for (const migration of migrations) {
    let claimed = await claim(migration);
    while (claimed === null && !stopped()) {
      // Another instance holds this migration: look again after a pause until it is done or its lease lapses.
      await new Promise((resolve) => setTimeout(resolve, pollMs).unref());
      claimed = await claim(migration);
    }
    if (claimed === 'done') {
      outcomes[migration.id] = 'already done';
      continue;
    }
    if (claimed === null) {
      outcomes[migration.id] = 'stopped';
      break;
    }
    const started = now();
    try {
      const result = await migration.run(docs, {
        cursor: text(claimed.cursor),
        save: (cursor) =>
          update(migration, (record) => ({ ...record, cursor, ...leaseFields(owner, now() + leaseMs) })),
        stopped,
      });
      if (result === 'stopped') {
        // Released: whoever starts next goes on from the cursor without waiting for the lease.
        await update(migration, (record) => ({ ...record, leaseUntil: new Date(now()).toISOString() }));
        outcomes[migration.id] = 'stopped';
        break;
      }
      await update(migration, (record) => {
        const { owner: _owner, leaseUntil: _lease, error: _error, failedAt: _failed, ...rest } = record;
        return { ...rest, state: 'done', finishedAt: new Date(now()).toISOString() };
      });
      outcomes[migration.id] = 'done';
      log.info({ migration: migration.id, ms: now() - started }, `migration done: ${migration.description}`);
    } catch (error) {
      outcomes[migration.id] = 'failed';
      log.error({ err: error, migration: migration.id }, 'migration failed; it is tried again at the next start');
      const message = error instanceof Error ? error.message : String(error);
      await update(migration, (record) => ({
        ...record,
        error: message,
        failedAt: new Date(now()).toISOString(),
        leaseUntil: new Date(now()).toISOString(),
      })).catch(() => undefined);
      break;
    }
  }
  return outcomes;
}
