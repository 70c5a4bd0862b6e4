/**
 * Reads `read` until `done` holds for what it read, or `timeoutMs` has passed, and answers the last
 * reading either way: the test then asserts on it, so a failure names what was seen. For what
 * happens a moment after a response (a mail sent by the outbox, a socket the server sees close, a
 * job's timer), which a busy machine delays by seconds; never a wait for a fixed time.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
