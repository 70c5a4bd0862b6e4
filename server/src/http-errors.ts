/** Errors that carry an HTTP status; the error handler answers them as `{statusCode, error, message}`. */
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from 'shared-contracts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const httpError = (statusCode: number, message: string): HttpError => new HttpError(statusCode, message);

export function errorBody(statusCode: number, message: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
