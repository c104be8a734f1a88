import type { ErrorResponse } from '@agaia/contract';
import type { ZodType } from 'zod';
import { localizeText } from '../i18n/contract-text.ts';
import { i18n } from '../i18n/i18n.ts';
import { navigateTo, pathOf } from './navigation.ts';
import { session } from './session.ts';

/** The base path of every API call (docs/product.md §1.6). */
export const API_BASE = '/api';

/** A failed API call: the HTTP status (0 when the server was not reached) and the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** The server's own message, when its answer carried one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: Partial<ErrorResponse> = {}, fallback?: string) {
    super(body.message || fallback || i18n.t('errors.requestFailed', { status }));
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.fieldErrors;
    this.serverMessage = body.message || undefined;
  }
}

/**
 * The message to show for a failure (docs/product.md §1.6): the server's message, else the error's own, else the
 * fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? localizeText(fallback);
  if (error instanceof Error && error.message) return localizeText(error.message);
  return localizeText(fallback);
}

/** Whether a failure is a successful answer that did not match its schema (the server did answer 2xx). */
export function isBadResponse(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

/** The `message` of a successful answer when it carries one, else the fallback. */
export function messageOf(data: unknown, fallback: string): string {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message !== '') return message;
  }
  return localizeText(fallback);
}

/** An answer's schema, or a function that loads it. */
type AnswerSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** The error body of a failed call, as far as it has the contract's error shape. */
async function errorBodyOf(data: unknown): Promise<Partial<ErrorResponse>> {
  try {
    const { ErrorAnswer } = await import('./answer-schemas.ts');
    const parsed = ErrorAnswer.safeParse(data);
    return parsed.success ? parsed.data : {};
  } catch {
    // The schema's chunk did not load (the network went, or a new deploy removed it): the status still tells.
    return {};
  }
}

/** Options of one call. A FormData body is sent as is; any other body is sent as JSON. */
type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Validates and types the answer: a schema, or a loader of one (how a page's start code names it, so that zod is
   * not in the code a page starts with: lib/answer-schemas.ts).
   */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  /** False leaves a 401 to the caller instead of logging out and going to /login. */
  authRedirect?: boolean;
};

function urlOf(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function onUnauthorized(): void {
  session.clear();
  if (window.location.pathname === '/login') return;
  navigateTo('/login', { replace: true, state: { from: pathOf(window.location) } });
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let transport: Fetch | undefined;

/** Lets the server's page renderer answer the app's API calls in process (src/entry-server.tsx). */
export function setApiFetch(fetchImpl: Fetch): void {
  transport = fetchImpl;
}

/** Calls the API: adds the bearer token, sends JSON, and turns any failure into an ApiError. No timeout. */
async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal, authRedirect = true } = options;
  // The page's language: the server answers its messages (and writes its mails) in it where it can.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.language || 'en' });
  const token = session.get()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await (transport ?? fetch)(urlOf(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, {}, i18n.t('errors.network'));
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && authRedirect) onUnauthorized();
    throw new ApiError(response.status, await errorBodyOf(data));
  }
  if (!schema) return data as T;
  let check: ZodType<T>;
  try {
    check = typeof schema === 'function' ? await schema() : schema;
  } catch {
    throw new ApiError(0, {}, i18n.t('errors.network'));
  }
  const parsed = check.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, {}, i18n.t('errors.badResponse'));
  return parsed.data;
}

type Shortcut = <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method'>) => Promise<T>;
const shortcut =
  (method: RequestOptions<unknown>['method']): Shortcut =>
  (path, options) =>
    apiRequest(path, { ...options, method });

/** The API client: one method per HTTP verb. */
export const api = {
  get: shortcut('GET'),
  post: shortcut('POST'),
  put: shortcut('PUT'),
  patch: shortcut('PATCH'),
  delete: shortcut('DELETE'),
};
