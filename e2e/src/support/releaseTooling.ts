/** Typed handles on the release tooling (tooling/releases, plain CommonJS) for the journeys. */
import { execFile } from 'child_process';
import path from 'path';
import { promisify } from 'util';
import { repoRoot } from './stack';

export interface Changed {
  from: string | null;
  to: string;
  changed: boolean;
}

export interface Released {
  app: string;
  version: string;
  dir: string;
  manifestUrl: string | null;
}

export interface PreviousReleases {
  commit: string;
  releaseRoot: string;
  releaseBaseUrl: string;
  versions: Record<string, string>;
}

interface ReleaseModule {
  release(options: {
    app: string;
    env: NodeJS.ProcessEnv;
    build?: (options: { info: { dir: string }; outDir: string; publicPath: string | null }) => void;
    source?: { version: string; commit: string | null; dirty: boolean };
  }): Promise<Released>;
}

interface PreviousModule {
  PREVIOUS_PORT: number;
  previousReleases(options?: { log?: (line: string) => void }): Promise<PreviousReleases>;
}

interface ReleaseHostModule {
  startReleaseHost(options: {
    dir: string;
    port?: number;
  }): Promise<{ port: number; url: string; close(): Promise<void> }>;
  freePort(): Promise<number>;
}

interface ContractModule {
  readContractVersion(): string;
  requiredRange(version: string): string;
  isProvided(contract: { requires: string; provides: string[] }): boolean;
}

const tooling = (file: string): unknown => require(path.join(repoRoot, 'tooling/releases', file));

export const { release } = tooling('release.js') as ReleaseModule;
export const { previousReleases, PREVIOUS_PORT } = tooling('previous.js') as PreviousModule;
export const { readContractVersion, requiredRange, isProvided } = tooling('contract.js') as ContractModule;
export const { startReleaseHost, freePort } = tooling('release-host.js') as ReleaseHostModule;

/** The web apps and their federation container names (tooling/ports.js). */
export const { remoteNames } = require(path.join(repoRoot, 'tooling/ports.js')) as {
  remoteNames: Record<string, string>;
};

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `node tooling/releases/cli.js <args>` (what `npm run promote|rollback|release -w <app>` runs), in a
 * child process: promote fetches release hosts that may be running in the journey's own process.
 */
export async function releaseCli(args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'tooling/releases/cli.js'), ...args],
      { cwd: repoRoot, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}
