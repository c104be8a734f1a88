/**
 * The "ceiling" of the HTTP benchmark: a bare Fastify (no hooks, plugins, schemas or database) that answers each
 * route with the exact bytes, status and content-type the real server gave at start, from memory.
 * Run by bench/http.ts as its own process: node --import tsx bench/lib/bare-server.ts <port> <answers.json>
 */
import fs from 'node:fs';
import Fastify from 'fastify';

/** One captured answer of the real server; the body is base64. */
export interface CapturedAnswer {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  contentType: string;
  body: string;
}

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error('usage: bare-server.ts <port> <answers.json>');
const answers = JSON.parse(fs.readFileSync(file, 'utf8')) as CapturedAnswer[];

const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.route({
    method: answer.method,
    // Fastify routes on the path alone: a query string (?limit=20) is ignored.
    url: answer.path.split('?')[0] ?? '/',
    handler: (_request, reply) =>
      reply.code(answer.status).header('content-type', answer.contentType).send(body),
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
