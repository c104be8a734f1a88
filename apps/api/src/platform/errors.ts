/** An error meant for the client: its status and message leave the server as they are. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>): never => {
  throw new AppError(400, message, 'BAD_REQUEST', fieldErrors);
};
export const unauthorized = (message = 'Authentication required.'): never => {
  throw new AppError(401, message, 'UNAUTHORIZED');
};
export const forbidden = (message = 'You do not have permission to do this.', code = 'FORBIDDEN'): never => {
  throw new AppError(403, message, code);
};
export const notFound = (message = 'Not found'): never => {
  throw new AppError(404, message, 'NOT_FOUND');
};
export const conflict = (message: string, code = 'CONFLICT'): never => {
  throw new AppError(409, message, code);
};
export const unavailable = (message: string): never => {
  throw new AppError(503, message, 'UNAVAILABLE');
};
