import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable } from '../db/errors.ts';
import { AppError } from './errors.ts';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here: send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

/**
 * The one error handler: every failure leaves as { message, code?, fieldErrors? }; 5xx internals stay in the log.
 * A database that does not answer is a 503 DATABASE_UNAVAILABLE (the client may retry), not an internal error.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(error.validation as ValidationIssue[], error.validationContext);
      const [field, messages] = Object.entries(fieldErrors)[0] ?? ['request', ['is invalid']];
      return reply.status(400).send({
        message: describeIssue(field, messages[0] ?? 'is invalid'),
        code: 'VALIDATION',
        fieldErrors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error.', code: 'INTERNAL' });
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      // Expected while PostgreSQL restarts, and over when it is back: a warning naming why, not a stack per request.
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal server error.', code: 'INTERNAL' });
    }
    // Framework 4xx errors (bad JSON, too large, rate limited, ...) carry messages safe to show.
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
    return reply.status(status).send({ message, ...(error.code ? { code: error.code } : {}) });
  });
}

function toFieldErrors(issues: ValidationIssue[], context: string | undefined): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = pathParts.length > 0 ? pathParts.join('.') : (context ?? 'request');
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'is invalid'];
  }
  return fieldErrors;
}

// Contract messages are whole sentences written for the user ('Please enter a valid email address.'), shown as
// they are; zod's generic ones ('Invalid input: expected string') need the field named to make sense.
function describeIssue(field: string, message: string): string {
  return /[.!?]$/.test(message) ? message : `${field}: ${message}`;
}
