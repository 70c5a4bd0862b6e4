/**
 * Lists the admin reads a page at a time by a cursor (?after=<next>&limit=): one querystring schema
 * and one reading of `limit`, so every such list refuses the same bad requests with a 400.
 */
import { httpError } from './http-errors';

/** The querystring of a paged list; `after` is the `next` of the page before (at most `maxCursor` characters). */
export const pageQuerystringSchema = (maxCursor: number) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      after: { type: 'string', minLength: 1, maxLength: maxCursor },
      // Query values arrive as text (types are not coerced); the range is checked by pageLimit.
      limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
    },
  }) as const;

export interface PageRequest {
  after?: string;
  limit?: string;
}

/** The page size asked for, `size` when none; a 400 outside 1…`max`. */
export function pageLimit(asked: string | undefined, { size, max }: { size: number; max: number }): number {
  const limit = asked === undefined ? size : Number(asked);
  if (limit < 1 || limit > max) throw httpError(400, `limit must be from 1 to ${max}, got ${asked}.`);
  return limit;
}
