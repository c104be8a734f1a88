import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityOptions {
  https: boolean;
  /** CSP sources ('sha256-…') of the inline scripts the web app's page may run; nothing else inline runs. */
  inlineScripts?: string[];
}

/**
 * The security headers of every answer, as helmet writes them for this configuration: a strict
 * Content-Security-Policy (nothing from another origin, nothing inline but the hashed scripts) and its companions.
 * None depends on the request, so helmet runs once, here, into a recorder.
 */
export function securityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS over plain http would be ignored at best; only send it when the site is served over https.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * The headers of an API answer (JSON, media, API errors): what a browser heeds for a response that is never a page
 * (OWASP's REST Security Cheat Sheet). A document opened from /api/ runs nothing and loads nothing, and no page may
 * frame it: a stricter policy than the pages' own, in a third of the bytes, which every API answer sends.
 */
export function apiSecurityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  const page = securityHeaders(options);
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(page['strict-transport-security']
      ? { 'strict-transport-security': page['strict-transport-security'] }
      : {}),
  });
}

// The API's own docs page (openapi.ts) is a page: it gets the pages' headers, and swagger-ui its own CSP.
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Puts the security headers on every answer (errors, 404s and files included) with one `reply.headers()` call per
 * request: the API's set under /api/, the pages' set on everything else. Running helmet's middleware on each request
 * cost about a tenth of a cached read, and its `res.setHeader` calls sent every other header of the answer through
 * Node's setHeader as well.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const pages = securityHeaders(options);
  const api = apiSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? api : pages);
    done();
  });
}
