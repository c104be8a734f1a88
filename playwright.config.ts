import { defineConfig, devices } from '@playwright/test';

// The e2e server runs as a user runs it (npm start) on its own port and a fresh embedded database. E2E_PORT_BASE moves
// its nine ports (the site, its mail, Stripe and Twitch fakes, and the tera-api site's five) to a block of nine from
// there, and E2E_DIR its data and mail folders, so a second run on the same machine does not meet the first.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3107);
const E2E_DIR = process.env.E2E_DIR ?? 'test-results';
export const E2E_PORT = PORT_BASE;
export const E2E_SMTP_PORT = PORT_BASE + 1;
export const E2E_MAIL_DIR = `${E2E_DIR}/e2e-mail`;
/** The site's DATA_DIR (the launcher goes in its download folder). */
export const E2E_DATA_DIR = `${E2E_DIR}/e2e-data`;
export const E2E_STRIPE_PORT = PORT_BASE + 2;
export const E2E_TWITCH_PORT = PORT_BASE + 3;
// The second site, GAME_BACKEND=tera-api against the tera-api Gateway fake (apps/web/e2e/tera/).
export const E2E_TERA_PORT = PORT_BASE + 4;
export const E2E_TERA_GATEWAY_PORT = PORT_BASE + 5;
export const E2E_TERA_CONTROL_PORT = PORT_BASE + 6;
export const E2E_TERA_STRIPE_PORT = PORT_BASE + 7;
export const E2E_TERA_TWITCH_PORT = PORT_BASE + 8;
// Named by the port block too: the tera-api site starts on a fresh copy of it, which must not be another run's.
export const E2E_TERA_DB_URL = `${process.env.TEST_TERA_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'}/agaia_e2e_tera_${PORT_BASE}`;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const teraURL = `http://127.0.0.1:${E2E_TERA_PORT}`;

export default defineConfig({
  testDir: './apps/web/e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'tera/**', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'tera-api',
      testMatch: 'tera/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: teraURL },
    },
  ],
  webServer: [
    {
      command: 'bash apps/web/e2e/start-server.sh',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        // WebAuthn refuses an IP address as the relying party: the passkey spec opens the site at localhost.
        PASSKEY_ORIGINS: `http://localhost:${E2E_PORT}`,
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SMTP_PORT: String(E2E_SMTP_PORT),
        MAIL_DIR: E2E_MAIL_DIR,
        STRIPE_FAKE_PORT: String(E2E_STRIPE_PORT),
        TWITCH_FAKE_PORT: String(E2E_TWITCH_PORT),
        // Every spec registers and logs in from 127.0.0.1: the per-address budgets would soon refuse them.
        RATE_LIMIT_LOGIN_PER_IP: '1000',
        RATE_LIMIT_REGISTER_PER_IP: '1000',
        RATE_LIMIT_MAIL_PER_IP: '1000',
      },
    },
    {
      command: 'bash apps/web/e2e/start-tera-server.sh',
      url: `${teraURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_TERA_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: teraURL,
        DATA_DIR: `${E2E_DIR}/e2e-tera-data`,
        LOG_LEVEL: 'warn',
        TERA_FAKE_PORT: String(E2E_TERA_GATEWAY_PORT),
        TERA_CONTROL_PORT: String(E2E_TERA_CONTROL_PORT),
        STRIPE_FAKE_PORT: String(E2E_TERA_STRIPE_PORT),
        TWITCH_FAKE_PORT: String(E2E_TERA_TWITCH_PORT),
        TERA_E2E_DB_URL: E2E_TERA_DB_URL,
        WAIT_FOR: `${baseURL}/api/health`,
        RATE_LIMIT_LOGIN_PER_IP: '1000',
        RATE_LIMIT_REGISTER_PER_IP: '1000',
        RATE_LIMIT_MAIL_PER_IP: '1000',
      },
    },
  ],
});
