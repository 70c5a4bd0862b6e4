/**
 * The built API server (`node server/dist/main.js`) as a child process on a free loopback port, as
 * one instance of several behind a load balancer: its JSON log lines are kept for the test to read,
 * and it can be killed like a crashed machine (SIGKILL, no shutdown hook). Whatever happens to the
 * test process, the child does not outlive it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_DIST } from './build';
import { processGroup } from './process-group';

/** One line of the server's log (pino's JSON), with what the test reads of it. */
export interface ServerLogLine {
  /** pino's level number (20 debug, 30 info, 40 warn, 50 error). */
  level: number;
  /** When it was written, in ms since the epoch. */
  time: number;
  msg: string;
  [field: string]: unknown;
}

export interface ApiInstance {
  name: string;
  /** http://127.0.0.1:port */
  base: string;
  /** Its log so far, JSON lines only. */
  logs: ServerLogLine[];
  /** Everything it printed (for a failure's message). */
  output(): string;
  alive(): boolean;
  /** SIGKILL and wait until it is gone; nothing when it already is. */
  kill(): Promise<void>;
  /**
   * SIGTERM, as a deploy ends an instance: it finishes its requests and jobs (their transactions
   * committed, their locks released) and closes its storage; SIGKILL when it has not ended in 15 s.
   */
  stop(): Promise<void>;
}

const STARTUP_LIMIT_MS = 60_000;
const STOP_LIMIT_MS = 15_000;

const isLogLine = (value: unknown): value is ServerLogLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { msg?: unknown }).msg === 'string' &&
  typeof (value as { time?: unknown }).time === 'number';

function parseLine(line: string): ServerLogLine | null {
  if (!line.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(line);
    return isLogLine(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Starts an instance with `env` added to this process's environment; resolves once it listens. */
export async function startApiInstance(name: string, env: Record<string, string>): Promise<ApiInstance> {
  const port = await processGroup.freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(SERVER_DIST, 'main.js')], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => process.off('exit', stopOnExit));

  const logs: ServerLogLine[] = [];
  let printed = '';
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += String(chunk);
    const lines = (partial + String(chunk)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const parsed = parseLine(line);
      if (parsed) logs.push(parsed);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => (printed += String(chunk)));

  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (!alive()) return;
    child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (!alive()) return;
    child.kill('SIGTERM');
    // The time limit of a test's clean-up (no shopper's code), cleared as soon as the instance has gone.
    let limit: NodeJS.Timeout | undefined;
    const overdue = new Promise<boolean>((resolve) => (limit = setTimeout(() => resolve(true), STOP_LIMIT_MS)));
    const late = await Promise.race([exited.then(() => false), overdue]);
    clearTimeout(limit);
    if (late) await kill();
  };

  const started = Date.now();
  // Polls the starting server's output; test tooling, never in a shopper's path.
  while (!printed.includes('server listening on')) {
    if (!alive()) throw new Error(`API instance ${name} exited during start-up:\n${printed}`);
    if (Date.now() - started > STARTUP_LIMIT_MS) {
      await kill();
      throw new Error(`API instance ${name} did not listen within ${STARTUP_LIMIT_MS / 1000} s:\n${printed}`);
    }
    await processGroup.sleep(100);
  }
  return { name, base: `http://127.0.0.1:${port}`, logs, output: () => printed, alive, kill, stop };
}
