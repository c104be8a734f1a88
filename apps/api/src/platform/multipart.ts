import { MediaText } from '../i18n/en/media.ts';
import { AppError } from './errors.ts';

export const INCOMPLETE_MULTIPART = MediaText.incompleteMultipart;
export const NO_MULTIPART_BOUNDARY = MediaText.noMultipartBoundary;

// What busboy (inside @fastify/multipart) throws for a body it cannot parse. They are plain Errors with no code, so
// they are known by their exact text; the cases were found by sending each kind of broken body.
const BUSBOY_FAULTS = new Map([
  // Content-Type multipart/form-data without boundary=.
  ['Multipart: Boundary not found', NO_MULTIPART_BOUNDARY],
  // A boundary over 252 characters (RFC 2046 allows 70): busboy cannot search for it.
  ['The needle cannot have a length bigger than 256.', NO_MULTIPART_BOUNDARY],
  // No closing boundary, a broken one, a body cut short, or a body that is not multipart at all.
  ['Unexpected end of multipart data', INCOMPLETE_MULTIPART],
  // The same, as the stream of the part being read reports it.
  ['Part terminated early due to unexpected end of multipart data', INCOMPLETE_MULTIPART],
  ['Preamble terminated early due to unexpected end of multipart data', INCOMPLETE_MULTIPART],
]);

/** The client error for what reading a multipart body threw, or undefined when it is not a fault of the body. */
export function multipartClientError(error: unknown, tooLarge: () => AppError): AppError | undefined {
  if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (!(error instanceof Error) || error.constructor !== Error) return undefined;
  const message = BUSBOY_FAULTS.get(error.message);
  return message ? new AppError(400, message, 'BAD_REQUEST') : undefined;
}

/** Runs a read of a multipart body: a body busboy cannot parse answers 400, a file over the limit `tooLarge`. */
export async function readMultipart<T>(read: () => Promise<T>, tooLarge: () => AppError): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw multipartClientError(error, tooLarge) ?? error;
  }
}
