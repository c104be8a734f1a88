import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

// Answers smaller than this go as they are: compressing them costs more than it saves.
const COMPRESS_MIN_BYTES = 1024;
// Above this an answer is compressed on the thread pool, so a large admin list never blocks the event loop.
const SYNC_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/i;
// Brotli at a fast level: level 11 costs far more CPU than the bytes it saves on a dynamic answer.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** The encoding to answer in for an Accept-Encoding header: Brotli, else gzip, unless the client refuses it (q=0). */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * Compresses text answers (JSON, HTML, XML, CSS, JavaScript) of at least 1 KB for clients that accept Brotli or
 * gzip. One onSend hook that leaves at its first check for the usual cheap cases: no Accept-Encoding, an answer
 * already encoded (the public cache's gzip, the web app's precompressed files), a stream (files: the build
 * precompresses the web app's text files, the rest is binary) or a small body. Replaces @fastify/compress, whose
 * three hooks per route (request decompression, which no route needs, among them) ran on every request, and which
 * also compressed octet-stream answers such as the launcher download.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const accept = request.headers['accept-encoding'];
    if (accept === undefined || !isCompressibleBody(payload) || reply.hasHeader('content-encoding'))
      return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type) || reply.statusCode === 206)
      return done(null, payload);
    const encoding = negotiateEncoding(accept);
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const send = (error: Error | null, compressed: Buffer) => {
      if (error) return done(error);
      addVary(reply);
      reply.header('content-encoding', encoding).header('content-length', compressed.length);
      done(null, compressed);
    };
    if (body.length > SYNC_MAX_BYTES) {
      if (encoding === 'br') zlib.brotliCompress(body, BROTLI, send);
      else zlib.gzip(body, send);
      return;
    }
    let compressed: Buffer;
    try {
      compressed = encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body);
    } catch (error) {
      return done(error as Error);
    }
    send(null, compressed);
  });
}

function isCompressibleBody(payload: unknown): payload is string | Buffer {
  if (typeof payload === 'string') return Buffer.byteLength(payload) >= COMPRESS_MIN_BYTES;
  return Buffer.isBuffer(payload) && payload.length >= COMPRESS_MIN_BYTES;
}

function addVary(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b|\*/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}
