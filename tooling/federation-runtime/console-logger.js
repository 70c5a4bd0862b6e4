// Stands in for @module-federation/sdk's logger (logger.js): the same methods writing to the console
// with the same prefix, debug output still only in the runtime's debug mode. Its delegates, stack
// capture and compiler binding serve build tools, not a browser; left in, they cost main.js ~0.3 KB
// brotli.
import { isDebugMode } from '@module-federation/sdk';

export function createLogger(prefix) {
  const write =
    (method) =>
    (...args) =>
      console[method](prefix, ...args);
  return {
    log: write('log'),
    info: write('info'),
    success: write('info'),
    ready: write('info'),
    warn: write('warn'),
    error: write('error'),
    debug: (...args) => {
      if (isDebugMode()) console.debug(prefix, ...args);
    },
    setPrefix: (next) => {
      prefix = next;
    },
    setDelegate: () => {},
  };
}

export const createInfrastructureLogger = createLogger;
export const bindLoggerToCompiler = () => {};
export const logger = createLogger('[ Module Federation ]');
export const infrastructureLogger = logger;
