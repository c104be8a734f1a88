import { ErrorResponse } from '@agaia/contract';

/** The OpenAPI security of a route that needs a session (or the game key). */
export const bearer = [{ bearer: [] }];

/** The error answers of a route, by status: each is the one error shape. */
export function errorsFor<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<
    Status,
    typeof ErrorResponse
  >;
}
