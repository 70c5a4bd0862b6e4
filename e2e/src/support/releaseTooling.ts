/** Typed handles on the release tooling (tooling/releases, plain CommonJS) for the journeys. */
import path from 'path';
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

interface PromoteModule {
  promote(options: { app: string; version: string; env: NodeJS.ProcessEnv }): Promise<Changed>;
}

interface PreviousModule {
  PREVIOUS_PORT: number;
  previousReleases(options?: { log?: (line: string) => void }): Promise<PreviousReleases>;
}

interface ContractModule {
  readContractVersion(): string;
  requiredRange(version: string): string;
  isProvided(contract: { requires: string; provides: string[] }): boolean;
}

const tooling = (file: string): unknown =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(repoRoot, 'tooling/releases', file));

export const { release } = tooling('release.js') as ReleaseModule;
export const { promote } = tooling('promote.js') as PromoteModule;
export const { previousReleases, PREVIOUS_PORT } = tooling('previous.js') as PreviousModule;
export const { readContractVersion, requiredRange, isProvided } = tooling('contract.js') as ContractModule;

/** The web apps and their federation container names (tooling/ports.js). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { remoteNames } = require(path.join(repoRoot, 'tooling/ports.js')) as { remoteNames: Record<string, string> };
