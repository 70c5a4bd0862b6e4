/** Typed access to the repo's stack runner (plain JS shared with `npm start`). */
import path from 'path';

export interface Frontends {
  stopApp(app: string): Promise<void>;
  startApp(app: string): Promise<void>;
  stop(): Promise<void>;
}

interface StackModule {
  /** shellDir, remotes: the shell folder and remotes.json its host serves (tooling/stack.js frontendSettings). */
  startFrontends(options?: {
    files?: Record<string, Record<string, string>>;
    log?: (line: string) => void;
    shellDir?: string;
    remotes?: string;
    apiOrigin?: string;
  }): Promise<Frontends>;
  /** One more API server (its own port and data folder) beside the journeys' backend. */
  startApiServer(options: {
    dataDir: string;
    emulatorHost: string;
    port: number;
    env?: Record<string, string>;
  }): Promise<{ url: string; stop(): Promise<void> }>;
  root: string;
}

interface StaticServerModule {
  startStaticServer(options: { dir: string; port: number }): Promise<{ close(): Promise<void> }>;
}

export const repoRoot = path.resolve(__dirname, '../../..');
export const stack = require(path.join(repoRoot, 'tooling/stack.js')) as StackModule;
export const staticServer = require(path.join(repoRoot, 'tooling/static-server.js')) as StaticServerModule;

export const SITE = 'http://localhost:3000';
export const STORE_NAME = 'Furniture Store';
