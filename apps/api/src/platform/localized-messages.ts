import type { FastifyInstance } from 'fastify';
import { languageOf, localize } from '../i18n/index.ts';

/**
 * Successful answers carry their `message` in the request's language: a catalog sentence a route returns
 * (`{ message: Messages.registered }`) is translated before it is serialized. Failures are the error handler's.
 */
export function registerLocalizedMessages(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload) || !('message' in payload))
      return payload;
    const { message } = payload as { message: unknown };
    if (typeof message !== 'string') return payload;
    const translated = localize(languageOf(request.headers['accept-language']), message);
    return translated === message ? payload : { ...payload, message: translated };
  });
}
