import type { LanguageCode } from '@agaia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, localize } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request is answered in: its Accept-Language's first the site speaks, else English. */
    readonly language: LanguageCode;
  }
}

/**
 * `request.language` for the routes; and successful answers carry their `message` in it: a catalog sentence a route
 * returns (`{ message: Messages.registered }`) is translated before it is serialized. Failures are the error handler's.
 */
export function registerLocalizedMessages(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(this.headers['accept-language']);
    },
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload) || !('message' in payload))
      return payload;
    const { message } = payload as { message: unknown };
    if (typeof message !== 'string') return payload;
    const translated = localize(request.language, message);
    return translated === message ? payload : { ...payload, message: translated };
  });
}
