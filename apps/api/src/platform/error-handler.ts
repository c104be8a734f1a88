import { DEFAULT_LANGUAGE, type LanguageCode } from '@agaia/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../db/errors.ts';
import { PlatformText } from '../i18n/en/platform.ts';
import { keyOf, languageOf, localize, zodLocales } from '../i18n/index.ts';
import { AppError, type ClientMessage } from './errors.ts';

type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown> & { issue?: { path?: unknown[] } };
};

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: PlatformText.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: PlatformText.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: PlatformText.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: PlatformText.mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: PlatformText.contentLength,
};

/**
 * The one error handler: every failure leaves as { message, code?, fieldErrors? }; 5xx internals stay in the log.
 * A database that does not answer is a 503 DATABASE_UNAVAILABLE (the client may retry), not an internal error.
 * Messages leave in the request's language (Accept-Language): the catalogs' sentences translated, zod's own wording
 * rewritten by zod's locale of that language.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const say = (message: ClientMessage) => localize(language, message);
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send({
        message: say(error.text),
        ...(error.code ? { code: error.code } : {}),
        ...(error.fieldErrors ? { fieldErrors: localizeFieldErrors(language, error.fieldErrors) } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(
        request,
        language,
        error.validation as ValidationIssue[],
        error.validationContext,
      );
      const [field, messages] = Object.entries(fieldErrors)[0] ?? [
        'request',
        [say(PlatformText.requestInvalid)],
      ];
      return reply.status(400).send({
        message: describeIssue(field, messages[0] ?? say(PlatformText.requestInvalid)),
        code: 'VALIDATION',
        fieldErrors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: say(PlatformText.internal), code: 'INTERNAL' });
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      // Expected while PostgreSQL restarts, and over when it is back: a warning naming why, not a stack per request.
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: say(PlatformText.databaseUnavailable), code: 'DATABASE_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: say(PlatformText.internal), code: 'INTERNAL' });
    }
    // Framework 4xx errors (bad JSON, too large, ...) carry messages safe to show; the known ones are translated.
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    const message = known ? say(known) : error.message;
    return reply.status(status).send({ message, ...(error.code ? { code: error.code } : {}) });
  });
}

const localizeFieldErrors = (language: LanguageCode, fieldErrors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((m) => localize(language, m)),
    ]),
  );

function toFieldErrors(
  request: FastifyRequest,
  language: LanguageCode,
  issues: ValidationIssue[],
  context: string | undefined,
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = pathParts.length > 0 ? pathParts.join('.') : (context ?? 'request');
    const message = issueMessage(request, language, issue, pathParts, context);
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  }
  return fieldErrors;
}

/** A contract sentence in the request's language; else zod's wording in that language, from the value refused. */
function issueMessage(
  request: FastifyRequest,
  language: LanguageCode,
  issue: ValidationIssue,
  path: unknown[],
  context: string | undefined,
): string {
  const message = issue.message ?? PlatformText.requestInvalid;
  if (keyOf(message) !== undefined || language === DEFAULT_LANGUAGE || !issue.keyword)
    return localize(language, message);
  const source = context ? requestPart(request, context) : undefined;
  const input = path.reduce<unknown>(
    (value, part) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[String(part)] : undefined,
    source,
  );
  const { issue: _nested, ...params } = issue.params ?? {};
  const worded = zodLocales[language].localeError({ ...params, code: issue.keyword, input } as never);
  const text = typeof worded === 'string' ? worded : worded?.message;
  return text || localize(language, message);
}

/** The part of the request a validation context names (Fastify calls the query `querystring`). */
function requestPart(request: FastifyRequest, context: string): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'body') return request.body;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

// Contract messages are whole sentences written for the user ('Please enter a valid email address.'), shown as
// they are; zod's generic ones ('Invalid input: expected string') need the field named to make sense.
function describeIssue(field: string, message: string): string {
  return /[.!?]$/.test(message) ? message : `${field}: ${message}`;
}
