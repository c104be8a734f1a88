import type { FastifyInstance } from 'fastify';

/** Uploads a file to POST /api/admin/media as a browser's form would, under the given file name and declared type. */
export function uploadImage(
  app: FastifyInstance,
  headers: Record<string, string>,
  bytes: Buffer,
  file: { name?: string; type?: string } = {},
) {
  const boundary = '----agaia-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'image.png'}"\r\n` +
        `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
