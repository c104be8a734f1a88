import { fillTemplate, type LocalText } from '@agaia/contract';
import { PlatformText } from '../i18n/en/platform.ts';

/** A message for the client: a catalog sentence, with the values of its placeholders when it has some. */
export type ClientMessage = string | LocalText;

/**
 * An error meant for the client: its status and message leave the server as they are, the message translated into
 * the request's language by the error handler (`text`: the catalog sentence and its values; `message`: English).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly text: LocalText;
  constructor(
    readonly statusCode: number,
    message: ClientMessage,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    const text = typeof message === 'string' ? { template: message, params: {} } : message;
    super(fillTemplate(text.template, text.params));
    this.text = text;
  }
}

export const badRequest = (message: ClientMessage, fieldErrors?: Record<string, string[]>): never => {
  throw new AppError(400, message, 'BAD_REQUEST', fieldErrors);
};
export const unauthorized = (message: ClientMessage = PlatformText.authenticationRequired): never => {
  throw new AppError(401, message, 'UNAUTHORIZED');
};
export const forbidden = (message: ClientMessage = PlatformText.forbidden, code = 'FORBIDDEN'): never => {
  throw new AppError(403, message, code);
};
export const notFound = (message: ClientMessage = PlatformText.notFound): never => {
  throw new AppError(404, message, 'NOT_FOUND');
};
export const conflict = (message: ClientMessage, code = 'CONFLICT'): never => {
  throw new AppError(409, message, code);
};
export const unavailable = (message: ClientMessage): never => {
  throw new AppError(503, message, 'UNAVAILABLE');
};
