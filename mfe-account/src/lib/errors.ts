/**
 * The text of a rejection, fit for a toast: an Error's message (the auth provider's are already
 * readable), a plain string, or an object's string `message`. Empty when there is none, so callers
 * can fall back with `||`.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim();
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message.trim();
  }
  return '';
}
