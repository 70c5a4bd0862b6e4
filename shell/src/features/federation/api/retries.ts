/** How often a remote's manifest, entry or page chunks are asked for again after failing, and how long apart. */
export const LOAD_RETRIES = 2;
export const RETRY_DELAY_MS = 400;

export const waitBeforeRetry = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));

/** Calls `load` until it succeeds, at most `1 + retries` times, RETRY_DELAY_MS apart; the last failure is thrown. */
export async function withRetries<T>(load: () => Promise<T>, retries = LOAD_RETRIES): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await waitBeforeRetry();
  }
}
