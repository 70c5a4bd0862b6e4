/**
 * Which stored uploads a document points at: the names of this server's uploads found in its
 * strings (a product's imgUrl, an order line's imgUrl), whatever the URL's host.
 */
import type { JsonValue } from '../../storage/port';
import { STORED_NAME } from './upload-store';

function collectNames(value: JsonValue, into: Set<string>): void {
  if (typeof value === 'string') {
    // The name is the URL's last path segment (query and fragment cut off).
    const candidate = (value.split(/[?#]/, 1)[0] ?? '').split('/').pop();
    if (candidate && STORED_NAME.test(candidate)) into.add(candidate);
  } else if (Array.isArray(value)) {
    for (const item of value) collectNames(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectNames(item, into);
  }
}

/** Every stored-upload name in the strings of `value`, each once. */
export function uploadNamesIn(value: JsonValue): string[] {
  const names = new Set<string>();
  collectNames(value, names);
  return [...names];
}
