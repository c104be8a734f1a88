import path from 'node:path';
import { accountRulesFor } from '@agaia/contract';
import { z } from 'zod';

/** Connections a PostgreSQL pool opens at most unless told (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 20;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => value === undefined || isUrlWith(value, protocols),
    `must be a URL starting with ${protocols.join(' or ')}//`,
  );

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A time zone name Intl knows (the IANA database, as PostgreSQL's): America/Sao_Paulo, Europe/Athens, UTC. */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A bare origin (scheme, host, port): what a browser sends in its Origin header. */
const isOrigin = (value: string) => isUrlWith(value, ['http:', 'https:']) && new URL(value).origin === value;

const port = z.coerce.number().int('must be a whole number').min(1).max(65535, 'must be between 1 and 65535');

// A request budget: how many a window allows (login per minute per IP, per 15 minutes per account; the rest per hour).
const limit = (fallback: number) =>
  z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString,
  // Stripe's own prefixes: a publishable key (pk_) or a webhook's id pasted here is caught at start, not at checkout.
  STRIPE_SECRET_KEY: optionalString.refine(
    (value) => value === undefined || /^(sk|rk)_(test|live)_\w+$/.test(value),
    'must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…)',
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.refine(
    (value) => value === undefined || /^whsec_\w+$/.test(value),
    "must be the webhook endpoint's signing secret (whsec_…)",
  ),
  STRIPE_API_BASE: optionalUrl(['http:', 'https:']),
  STRIPE_CURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'must be a three-letter ISO currency code')
    .default('brl'),
  // What a disputed payment (a chargeback) does to the account besides taking back what the order gave: nothing
  // more, a mark for the staff, or a ban that reaches the game.
  DISPUTE_POLICY: z.enum(['none', 'flag', 'ban'], { error: 'must be none, flag or ban' }).default('flag'),
  TWITCH_CLIENT_ID: optionalString,
  TWITCH_CLIENT_SECRET: optionalString,
  TWITCH_GAME_ID: optionalString,
  TWITCH_API_BASE: optionalUrl(['http:', 'https:']),
  TWITCH_AUTH_BASE: optionalUrl(['http:', 'https:']),
  TWITCH_POLL_SECONDS: z.coerce
    .number()
    .int('must be a whole number')
    .min(10, 'must be at least 10')
    .default(60),
  TWITCH_TITLE_MARKER: optionalString,
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  // `true` would trust every X-Forwarded-For entry, including those a client writes itself: refused.
  TRUST_PROXY: optionalString.refine(
    (value) => value !== 'true',
    'must be the number of proxies in front of the site (1 for one nginx) or their addresses, not true: true trusts the addresses a client writes in X-Forwarded-For',
  ),
  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  // A key typed by hand ("aaaa…", "changeme-changeme-…") is refused: it guards the game's deliveries.
  GAME_API_KEY: optionalString.refine(
    (value) => value === undefined || (value.length >= 32 && new Set(value).size >= 8),
    'must be a random key of at least 32 characters (openssl rand -hex 32 makes one)',
  ),
  GAME_BACKEND: z.enum(['none', 'tera-api'], 'must be none or tera-api').default('none'),
  TERA_GATEWAY_URL: optionalUrl(['http:', 'https:']),
  TERA_DB_URL: optionalUrl(['mysql:', 'mariadb:']),
  TERA_PASSWORD_FORMAT: z.enum(['plain', 'sha512'], 'must be plain or sha512').default('plain'),
  TERA_PASSWORD_SALT: z.string().default(''),
  TERA_SERVER_IDS: optionalString.refine(
    (value) => value === undefined || /^\d{1,9}(\s*,\s*\d{1,9})*$/.test(value),
    'must be a comma-separated list of server ids',
  ),
  // The game benefit that mirrors the site's Agaia Club (EU English data sheet: 433 is TERA Club).
  TERA_CLUB_BENEFIT_ID: z.coerce.number().int('must be a whole number').min(1).max(2147483647).default(433),
  // Per Gateway call, including reading the answer.
  TERA_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(100).max(120000).default(10000),
  SESSION_TTL_DAYS: z.coerce.number().int('must be a whole number').min(1).max(365).default(30),
  // A session unused this long ends (ASVS 7.3.1); an account with admin permissions has the shorter one.
  SESSION_IDLE_HOURS: z.coerce.number().int('must be a whole number').min(1).max(8760).default(168),
  ADMIN_SESSION_IDLE_HOURS: z.coerce.number().int('must be a whole number').min(1).max(8760).default(8),
  // The operator's time zone: the admin statistics count days (and weeks and months) in it.
  STATS_TIME_ZONE: z
    .string()
    .trim()
    .default('UTC')
    .refine(isTimeZone, 'must be an IANA time zone name such as America/Sao_Paulo or UTC'),
  SITE_NAME: z.string().trim().min(1).default('Agaia Online'),
  CHAT_INVITE_URL: z.string().trim().url('must be a URL').default('https://discord.gg/agaia'),
  LAUNCHER_URL: z.string().trim().min(1).default('/download/TeraLauncher.exe'),
  LEGAL_ENTITY: z.string().trim().min(1).default('[Provider name: set LEGAL_ENTITY]'),
  LEGAL_ADDRESS: z.string().trim().min(1).default('[Postal address in Greece: set LEGAL_ADDRESS]'),
  LEGAL_EMAIL: z.string().trim().min(1).default('privacy@example.com'),
  RATE_LIMIT_LOGIN_PER_IP: limit(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: limit(10),
  RATE_LIMIT_REGISTER_PER_IP: limit(10),
  RATE_LIMIT_MAIL_PER_IP: limit(20),
  RATE_LIMIT_MAIL_PER_ACCOUNT: limit(5),
  // The most PostgreSQL connections one instance holds (each instance its own pool; PostgreSQL's own limit is 100 by
  // default, so instances × this must stay under it).
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(DEFAULT_POOL_SIZE),
  // Open sockets the server accepts at once; past it, new connections are closed as they arrive.
  MAX_CONNECTIONS: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(1000),
  PACKS_FILE: optionalString,
  // `required`: an account with admin permissions uses none of them until two-factor authentication is on.
  // `optional` leaves it to each admin (a warning at start); for a test or demo setup only.
  ADMIN_TWO_FACTOR: z
    .enum(['required', 'optional'], { error: 'must be required or optional' })
    .default('required'),
  // More origins passkeys work on besides PUBLIC_URL's (say the bare domain and www), comma-separated.
  PASSKEY_ORIGINS: optionalString.refine(
    (value) => value === undefined || value.split(',').every((origin) => isOrigin(origin.trim())),
    'must be a comma-separated list of origins such as https://www.example.com',
  ),
  // `text`: readable lines (the default of a plain `npm start`); `json`: one JSON object a line (the default whenever
  // NODE_ENV is set, as a service sets it).
  LOG_FORMAT: z.enum(['text', 'json'], { error: 'must be text or json' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
});

type Env = z.infer<typeof EnvSchema>;

/** The typed configuration of one server process. */
export type Config = Omit<Env, 'PUBLIC_URL' | 'DATA_DIR' | 'TRUST_PROXY'> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  TRUST_PROXY: number | string | undefined;
  payments: { secretKey: string; webhookSecret: string } | undefined;
  /** Where passkeys work: PUBLIC_URL's origin first, then PASSKEY_ORIGINS. */
  passkeyOrigins: string[];
  twitch: { clientId: string; clientSecret: string; gameId: string } | undefined;
  bootstrapAdmin: { username: string; email: string; password: string } | undefined;
  /** The tera-api back end when GAME_BACKEND=tera-api. */
  tera: TeraConfig | undefined;
};

/** How to reach tera-api and how it stores passwords. */
export interface TeraConfig {
  gatewayUrl: string;
  dbUrl: string;
  passwordFormat: 'plain' | 'sha512';
  passwordSalt: string;
  serverIds: number[] | undefined;
  clubBenefitId: number;
  timeoutMs: number;
}

/** Thrown when the environment is invalid; its message is one line per bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (process.env by default) into a Config, or throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name] ?? '')})`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  // Half a payments or Twitch setup would leave the feature off without a word: say which part is missing.
  for (const [feature, names] of [
    ['payments', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']],
    ['Twitch', ['TWITCH_CLIENT_ID', 'TWITCH_CLIENT_SECRET', 'TWITCH_GAME_ID']],
  ] as const) {
    const missing = names.filter((name) => !e[name]);
    if (missing.length > 0 && missing.length < names.length)
      throw new ConfigError(
        `Invalid configuration: ${feature} need ${names.join(', ')} together; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
      );
  }
  const adminParts = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD];
  if (adminParts.some(Boolean) && !adminParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 6) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD must be at least 6 characters');
  }
  // With tera-api the administrator is a game account too, under the game's rules.
  if (e.GAME_BACKEND === 'tera-api' && e.ADMIN_USERNAME && e.ADMIN_PASSWORD) {
    const rules = accountRulesFor('tera-api');
    for (const [name, schema, value] of [
      ['ADMIN_USERNAME', rules.userName, e.ADMIN_USERNAME],
      ['ADMIN_EMAIL', rules.email, e.ADMIN_EMAIL],
      ['ADMIN_PASSWORD', rules.password, e.ADMIN_PASSWORD],
    ] as const) {
      const checked = schema.safeParse(value);
      if (!checked.success)
        throw new ConfigError(
          `Invalid configuration: ${name} ${checked.error.issues[0]?.message ?? 'is invalid'} (GAME_BACKEND=tera-api)`,
        );
    }
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    ...e,
    tera: teraConfig(e),
    PUBLIC_URL: publicUrl,
    passkeyOrigins: [
      ...new Set([new URL(publicUrl).origin, ...(e.PASSKEY_ORIGINS?.split(',').map((o) => o.trim()) ?? [])]),
    ],
    // npm runs workspace scripts inside the workspace: a relative DATA_DIR means relative to where npm was started.
    DATA_DIR: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    TRUST_PROXY: parseTrustProxy(e.TRUST_PROXY),
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
    twitch:
      e.TWITCH_CLIENT_ID && e.TWITCH_CLIENT_SECRET && e.TWITCH_GAME_ID
        ? { clientId: e.TWITCH_CLIENT_ID, clientSecret: e.TWITCH_CLIENT_SECRET, gameId: e.TWITCH_GAME_ID }
        : undefined,
    bootstrapAdmin:
      e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
  };
}

/** The tera-api settings, required together when GAME_BACKEND=tera-api. */
function teraConfig(e: Env): TeraConfig | undefined {
  if (e.GAME_BACKEND !== 'tera-api') return undefined;
  const missing = (['TERA_GATEWAY_URL', 'TERA_DB_URL'] as const).filter((name) => !e[name]);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration: GAME_BACKEND=tera-api needs ${missing.join(' and ')} (tera-api's Gateway URL and its MySQL database URL)`,
    );
  return {
    gatewayUrl: e.TERA_GATEWAY_URL as string,
    dbUrl: e.TERA_DB_URL as string,
    passwordFormat: e.TERA_PASSWORD_FORMAT,
    passwordSalt: e.TERA_PASSWORD_SALT,
    serverIds: e.TERA_SERVER_IDS?.split(',').map((id) => Number(id.trim())),
    clubBenefitId: e.TERA_CLUB_BENEFIT_ID,
    timeoutMs: e.TERA_TIMEOUT_MS,
  };
}

/** TRUST_PROXY: a number trusts that many hops, anything else is a list of addresses ('true' is refused above). */
function parseTrustProxy(value: string | undefined): Config['TRUST_PROXY'] {
  if (value === undefined || value === 'false') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
