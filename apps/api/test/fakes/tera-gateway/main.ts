// Runs the tera-api Gateway fake as a process (for the end-to-end tests):
// - TERA_GATEWAY_FAKE_PORT: the Gateway's port;
// - TERA_GATEWAY_FAKE_DB_URL: its MariaDB/MySQL database (created with tera-api's tables if missing; dropped first
//   when TERA_GATEWAY_FAKE_FRESH=1);
// - TERA_GATEWAY_FAKE_CONTROL_PORT: a second port where the specs steer it (JSON POSTs): /fail {path, kind,
//   afterWrite?, code?, times?}, /hub {down}, /characters {…FakeCharacter}, /boxes {…FakeBox}.
import http from 'node:http';
import { dropTeraDatabase } from './database.ts';
import { startTeraGatewayFake } from './server.ts';

const databaseUrl = process.env.TERA_GATEWAY_FAKE_DB_URL;
if (databaseUrl && process.env.TERA_GATEWAY_FAKE_FRESH === '1') await dropTeraDatabase(databaseUrl);
const boxes = process.env.TERA_GATEWAY_FAKE_BOXES ? JSON.parse(process.env.TERA_GATEWAY_FAKE_BOXES) : [];
const fake = await startTeraGatewayFake({
  port: Number(process.env.TERA_GATEWAY_FAKE_PORT),
  databaseUrl,
  boxes,
});

const controls: Record<string, (body: Record<string, unknown>) => Promise<void> | void> = {
  '/fail': (b) =>
    fake.failNext(
      String(b.path),
      b.kind === 'busy'
        ? { kind: 'busy', code: b.code === 102 ? 102 : 100 }
        : b.kind === 'http500'
          ? { kind: 'http500' }
          : { kind: b.kind === 'drop' ? 'drop' : 'hang', afterWrite: b.afterWrite === true },
      typeof b.times === 'number' ? b.times : 1,
    ),
  '/hub': (b) => fake.hubDown(b.down === true),
  '/characters': (b) => fake.addCharacter(b as never),
  '/boxes': (b) => fake.addBox(b as never),
};

const control = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', async () => {
    const handle = controls[request.url ?? ''];
    if (request.method !== 'POST' || !handle) {
      response.writeHead(404).end();
      return;
    }
    try {
      await handle(JSON.parse(raw || '{}'));
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
});
if (process.env.TERA_GATEWAY_FAKE_CONTROL_PORT)
  control.listen(Number(process.env.TERA_GATEWAY_FAKE_CONTROL_PORT), '127.0.0.1');

process.on('SIGTERM', () => {
  control.close();
  void fake.close().then(() => process.exit(0));
});
