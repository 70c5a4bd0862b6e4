/**
 * Error answers: every failure is JSON `{statusCode, error, message}` (ApiErrorBody). Validation
 * failures and malformed JSON are 400 with a clear message; a client error (< 500) keeps its
 * status and message; an HttpError keeps both; anything else is logged and answered 500 with a generic message.
 */
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HttpError, errorBody } from '../http-errors';

/** One readable sentence for the first schema error, e.g. "body has an unknown field 'role'". */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  if (!first) return new Error(`${dataVar} is invalid`);
  const where = `${dataVar}${first.instancePath}`;
  const unknownField = first.params.additionalProperty;
  if (first.keyword === 'additionalProperties' && typeof unknownField === 'string') {
    return new Error(`${where} has an unknown field '${unknownField}'`);
  }
  return new Error(`${where} ${first.message ?? 'is invalid'}`);
}

const JSON_BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but content-type is 'application/json'.",
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send(errorBody(400, error.message));
    }
    const jsonMessage = error.code ? JSON_BODY_ERRORS[error.code] : undefined;
    if (jsonMessage) {
      return reply.status(400).send(errorBody(400, jsonMessage));
    }
    if (error instanceof SyntaxError && error.statusCode === undefined) {
      return reply.status(400).send(errorBody(400, 'The request body is not valid JSON.'));
    }
    if (error instanceof HttpError) {
      // raised on purpose by our own code: its message is meant for the client
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    const failed = typeof status === 'number' && status >= 500 && status < 600 ? status : 500;
    return reply.status(failed).send(errorBody(failed, 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
