import { ApiError } from '../../lib/api.ts';

/** The server's field errors for the given fields (its first message for each), as [field, message] pairs. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  return fields.flatMap((field) => {
    const message = fieldErrors[field]?.[0];
    return message ? [[field, message] as [F, string]] : [];
  });
}
