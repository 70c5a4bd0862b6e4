/** The page server's notes on loading remotes, as a test collects them. */
import { SHELL_SERVER_BUILD, type LoadLog } from '../features/server-builds/api/remoteServerPages';

export interface LoadNote {
  level: 'info' | 'warn';
  message: string;
  details: Record<string, unknown>;
}

/**
 * A load log that adds to `notes` each note on a remote, leaving out those on the shell's own
 * server build (loaded beside the remotes; another test's subject).
 */
export function remoteLoadLog(notes: LoadNote[]): LoadLog {
  const note =
    (level: LoadNote['level']): LoadLog['info'] =>
    (details, message) => {
      const fields = details as Record<string, unknown>;
      if (fields.remote !== SHELL_SERVER_BUILD) notes.push({ level, message, details: fields });
    };
  return { info: note('info'), warn: note('warn') };
}
