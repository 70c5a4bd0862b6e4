/** The server's config for a command-line tool: a bad setting is printed (exit code 1), not thrown. */
import { ConfigError, loadConfig, type ServerConfig } from '../config';

export function loadCliConfig(): ServerConfig | null {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

/** Runs a tool's main function with the process arguments and exits with its code. */
export function runCli(name: string, run: (argv: string[]) => Promise<number>): void {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
