/**
 * Something costly to keep running (a stream, a store following it), started by its first user
 * and stopped a while after its last one leaves, so moving between pages does not restart it.
 */
export function refCountedStart(start: () => () => void, idleStopMs: number): { use: () => () => void } {
  let users = 0;
  let stop: (() => void) | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  return {
    use() {
      users += 1;
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      stop ??= start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users > 0) return;
        idleTimer = setTimeout(() => {
          idleTimer = null;
          if (users > 0) return;
          stop?.();
          stop = null;
        }, idleStopMs);
      };
    },
  };
}
