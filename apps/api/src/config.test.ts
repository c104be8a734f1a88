import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/agaia' });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toBe('/srv/agaia/data');
    expect(config.STRIPE_CURRENCY).toBe('brl');
    expect(config.TWITCH_POLL_SECONDS).toBe(60);
    expect(config.SESSION_TTL_DAYS).toBe(30);
    expect(config.SITE_NAME).toBe('Agaia Online');
    expect(config.LAUNCHER_URL).toBe('/download/TeraLauncher.exe');
    expect(config.payments).toBeUndefined();
    expect(config.twitch).toBeUndefined();
    expect(config.TRUST_PROXY).toBeUndefined();
  });

  it("lets passkeys work at PUBLIC_URL's origin and the origins of PASSKEY_ORIGINS, once each", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://agaia.example/' }).passkeyOrigins).toEqual([
      'https://agaia.example',
    ]);
    const config = loadConfig({
      PUBLIC_URL: 'https://agaia.example',
      PASSKEY_ORIGINS: 'https://www.agaia.example, https://agaia.example',
    });
    expect(config.passkeyOrigins).toEqual(['https://agaia.example', 'https://www.agaia.example']);
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://agaia.example/' }).PUBLIC_URL).toBe('https://agaia.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['STRIPE_CURRENCY', 'reais'],
    ['TWITCH_POLL_SECONDS', '1'],
    ['SESSION_TTL_DAYS', '0'],
    ['CHAT_INVITE_URL', 'not a url'],
    ['GAME_API_KEY', 'short'],
    ['GAME_API_KEY', 'a'.repeat(40)],
    ['GAME_API_KEY', 'abcabcab'.repeat(5)],
    ['PASSKEY_ORIGINS', 'https://www.agaia.example/login'],
    ['PASSKEY_ORIGINS', 'www.agaia.example'],
    ['GAME_BACKEND', 'tera'],
    ['TERA_GATEWAY_URL', 'ftp://x'],
    ['TERA_DB_URL', 'postgres://x'],
    ['TERA_PASSWORD_FORMAT', 'md5'],
    ['TERA_SERVER_IDS', '2800;2801'],
    ['TERA_TIMEOUT_MS', '10'],
    ['DISPUTE_POLICY', 'kick'],
    ['DISPUTE_POLICY', 'BAN'],
  ])('stops with a line naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('reads DISPUTE_POLICY (none, flag or ban; flag by default) and names the choices when it is bad', () => {
    expect(loadConfig({}).DISPUTE_POLICY).toBe('flag');
    for (const policy of ['none', 'flag', 'ban'] as const)
      expect(loadConfig({ DISPUTE_POLICY: policy }).DISPUTE_POLICY).toBe(policy);
    expect(() => loadConfig({ DISPUTE_POLICY: 'kick' })).toThrowError(
      'Invalid configuration: DISPUTE_POLICY must be none, flag or ban (got "kick")',
    );
  });

  it('needs the Gateway and the database with GAME_BACKEND=tera-api, and reads its settings', () => {
    expect(loadConfig({}).tera).toBeUndefined();
    expect(() => loadConfig({ GAME_BACKEND: 'tera-api' })).toThrowError(
      /^Invalid configuration: GAME_BACKEND=tera-api needs TERA_GATEWAY_URL and TERA_DB_URL/,
    );
    const tera = loadConfig({
      GAME_BACKEND: 'tera-api',
      TERA_GATEWAY_URL: 'http://127.0.0.1:8040',
      TERA_DB_URL: 'mysql://site:pw@127.0.0.1:3306/teraapi',
      TERA_PASSWORD_FORMAT: 'sha512',
      TERA_PASSWORD_SALT: 'salt',
      TERA_SERVER_IDS: '2800, 2801',
    }).tera;
    expect(tera).toMatchObject({
      gatewayUrl: 'http://127.0.0.1:8040',
      passwordFormat: 'sha512',
      passwordSalt: 'salt',
      serverIds: [2800, 2801],
      clubBenefitId: 433,
      timeoutMs: 10_000,
    });
  });

  it("holds the administrator to the game's rules with tera-api", () => {
    const tera = {
      GAME_BACKEND: 'tera-api',
      TERA_GATEWAY_URL: 'http://127.0.0.1:8040',
      TERA_DB_URL: 'mysql://root@127.0.0.1:3306/teraapi',
      ADMIN_EMAIL: 'r@x.io',
    };
    expect(() =>
      loadConfig({ ...tera, ADMIN_USERNAME: 'the_root', ADMIN_PASSWORD: 'long enough' }),
    ).toThrowError(/^Invalid configuration: ADMIN_USERNAME Username must be 3 to 24 letters and digits\./);
    expect(() => loadConfig({ ...tera, ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short1' })).toThrowError(
      /^Invalid configuration: ADMIN_PASSWORD Password must be 8 to 128/,
    );
    expect(
      loadConfig({ ...tera, ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'long enough' }).bootstrapAdmin,
    ).toBeDefined();
  });

  it('requires the three admin variables together', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'root' })).toThrowError(
      /ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
    const config = loadConfig({ ADMIN_USERNAME: 'root', ADMIN_EMAIL: 'r@x.io', ADMIN_PASSWORD: 'secret1' });
    expect(config.bootstrapAdmin).toEqual({ username: 'root', email: 'r@x.io', password: 'secret1' });
  });

  it('turns payments and Twitch on when fully configured, and stops naming what is missing when half is', () => {
    expect(loadConfig({}).payments).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).payments).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_y' }).payments,
    ).toBeDefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrowError(
      'Invalid configuration: payments need STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET together; STRIPE_WEBHOOK_SECRET is missing',
    );
    expect(loadConfig({}).twitch).toBeUndefined();
    expect(() => loadConfig({ TWITCH_CLIENT_ID: 'a', TWITCH_CLIENT_SECRET: 'b' })).toThrowError(
      /^Invalid configuration: Twitch need .*; TWITCH_GAME_ID is missing$/,
    );
    expect(
      loadConfig({ TWITCH_CLIENT_ID: 'a', TWITCH_CLIENT_SECRET: 'b', TWITCH_GAME_ID: '1' }).twitch,
    ).toBeDefined();
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_live_publishable'],
    ['STRIPE_SECRET_KEY', 'sk'],
    ['STRIPE_WEBHOOK_SECRET', 'we_1ABCendpointid'],
    ['STRIPE_WEBHOOK_SECRET', 'wh'],
  ])('refuses a Stripe value that is not one: %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid configuration: ${name} must be`),
    );
  });

  it('reads TRUST_PROXY as a hop count or addresses, and refuses true (it would trust what a client writes)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number of proxies/);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).TRUST_PROXY).toBe('10.0.0.1');
  });
});
