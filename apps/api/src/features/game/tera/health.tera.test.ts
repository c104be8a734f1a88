import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers.ts';

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// tera-api configured but down: nothing listens on these ports.
const port = await closedPort();
const app = await createTestApp({
  env: {
    GAME_BACKEND: 'tera-api',
    TERA_GATEWAY_URL: `http://127.0.0.1:${port}`,
    TERA_DB_URL: `mysql://site:secret-pw@127.0.0.1:${port}/teraapi`,
    TERA_TIMEOUT_MS: '300',
  },
});

describe('a tera-api that does not answer', () => {
  it('leaves the site up: /api/health says degraded and why, naming no address or password', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'degraded',
      database: 'ok',
      game: { backend: 'tera-api', gateway: 'unreachable', database: 'unreachable' },
    });
    expect(body.game.detail).toMatch(/Gateway: .*ECONNREFUSED.*database: ECONNREFUSED/);
    expect(response.body).not.toMatch(/127\.0\.0\.1|secret-pw|site:/);
  });

  it('fails a registration with a clear 503 and makes no site account', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Nobody1', email: 'nobody@example.com', password: 'long enough 1' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'The game server is not answering right now. Please try again in a few minutes.',
    );
    expect(await app.modules.accounts.findByIdentifier('Nobody1')).toBeUndefined();
  });

  it('answers the server status as unknown rather than failing', async () => {
    const status = await app.inject('/api/game/status');
    expect(status.json()).toEqual({ backend: 'tera-api', servers: null });
  });
});
