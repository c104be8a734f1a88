import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  INCOMPLETE_MULTIPART,
  multipartClientError,
  NO_MULTIPART_BOUNDARY,
  readMultipart,
} from './multipart.ts';

const tooLarge = () => new AppError(413, 'Too large.', 'TOO_LARGE');

describe('V16 Security Logging and Error Handling: multipartClientError', () => {
  it("[16.5.3] maps busboy's faults of the body to 400", () => {
    expect(multipartClientError(new Error('Multipart: Boundary not found'), tooLarge)).toMatchObject({
      statusCode: 400,
      message: NO_MULTIPART_BOUNDARY,
    });
    expect(multipartClientError(new Error('Unexpected end of multipart data'), tooLarge)).toMatchObject({
      statusCode: 400,
      message: INCOMPLETE_MULTIPART,
    });
  });

  it('[5.2.1] maps a file over the limit to the given 413', () => {
    const error = Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    expect(multipartClientError(error, tooLarge)).toMatchObject({ statusCode: 413, message: 'Too large.' });
  });

  it('leaves every other error alone, even one of another class with the same text', () => {
    expect(multipartClientError(new Error('ECONNRESET'), tooLarge)).toBeUndefined();
    expect(multipartClientError(new TypeError('Unexpected end of multipart data'), tooLarge)).toBeUndefined();
    expect(multipartClientError('Unexpected end of multipart data', tooLarge)).toBeUndefined();
    expect(multipartClientError(null, tooLarge)).toBeUndefined();
  });
});

describe('readMultipart', () => {
  it('passes a result through and rethrows what it does not map unchanged', async () => {
    expect(await readMultipart(async () => 42, tooLarge)).toBe(42);
    const failure = new Error('disk full');
    await expect(
      readMultipart(async () => {
        throw failure;
      }, tooLarge),
    ).rejects.toBe(failure);
  });
});
