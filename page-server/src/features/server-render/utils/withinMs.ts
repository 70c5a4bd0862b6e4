/**
 * `work`, or a rejection with `message` once `ms` have passed (the work itself goes on). The shopper's
 * budget: a server render not ready in time is served client-rendered instead of keeping them waiting.
 */
export function withinMs<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
