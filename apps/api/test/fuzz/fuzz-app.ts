import { ALL_WEB_PERMISSIONS } from '@agaia/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { PaymentGateway } from '../../src/platform/payments.ts';
import { buildAccount, loginAs } from '../builders/accounts.ts';
import { createTestClock, openTestDatabase, testConfig } from '../helpers.ts';
import type { Operation } from './requests.ts';
import type { JsonSchema } from './schema-values.ts';

/** Routes the fuzzer leaves alone, and why. */
const SKIPPED = new Map<string, string>([
  // Its body is raw bytes checked against a Stripe signature: webhook-signature.test.ts covers it.
  ['POST /api/stripe/webhook', 'raw signed body'],
  // Only redirects, to the confirmation page, without reading anything: no JSON answer to check. (The email-change
  // link and Twitch's OAuth callback redirect too, but they act first, so they are fuzzed: a 3xx counts as success.)
  ['GET /api/auth/confirm-email/{token}', 'redirect'],
]);

// Multipart uploads: their body schema is not in the document, so they get broken multipart bodies instead.
const MULTIPART = new Set([
  'POST /api/admin/media',
  'POST /api/admin/twitch/rewards',
  'PUT /api/admin/twitch/rewards/{id}',
]);

// A payment gateway that answers at once, so a checkout gets all the way through without leaving the process.
const fakeGateway: PaymentGateway = {
  async createCheckoutSession(input) {
    return { id: `cs_fuzz_${input.orderId}`, url: `https://checkout.example/${input.orderId}` };
  },
  verifyEvent() {
    throw new Error('the fuzzer sends no webhooks');
  },
  async findPayment() {
    return undefined;
  },
};

/**
 * The real app on a fresh database, with every outside service configured (a payment gateway in process; Twitch
 * pointed at a closed port, reached only by a callback with a valid state, which the fuzzer cannot forge) and rate limits high enough not to stop the fuzzer
 * before the services.
 */
export async function createFuzzApp(): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  const generous = '1000000';
  const config = testConfig({
    TWITCH_CLIENT_ID: 'fuzz',
    TWITCH_CLIENT_SECRET: 'fuzz',
    TWITCH_GAME_ID: '1',
    TWITCH_API_BASE: 'http://127.0.0.1:9',
    TWITCH_AUTH_BASE: 'http://127.0.0.1:9',
    RATE_LIMIT_LOGIN_PER_IP: generous,
    RATE_LIMIT_LOGIN_PER_ACCOUNT: generous,
    RATE_LIMIT_REGISTER_PER_IP: generous,
    RATE_LIMIT_MAIL_PER_IP: generous,
    RATE_LIMIT_MAIL_PER_ACCOUNT: generous,
  });
  const app = await buildApp({ config, database, clock: createTestClock(), gateway: fakeGateway });
  afterAll(() => app.close());
  return app;
}

/** The callers: a visitor, a player (webMgt 0) and an admin with every permission. */
export type Role = 'visitor' | 'player' | 'admin';
const WEB_MGT: Record<Exclude<Role, 'visitor'>, number> = { player: 0, admin: ALL_WEB_PERMISSIONS };

/** Sessions for the roles, rebuilt when a fuzzed request ended one (a logout, a ban, a deletion, a demotion). */
export async function createRoles(app: FastifyInstance) {
  const tokens = new Map<Role, string>();
  async function build(role: Exclude<Role, 'visitor'>) {
    const { account, password } = await buildAccount(app, { webMgt: WEB_MGT[role] });
    tokens.set(role, (await loginAs(app, account.userName, password)).accessToken);
  }
  await build('player');
  await build('admin');
  return {
    headersOf(role: Role): Record<string, string> {
      const token = tokens.get(role);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    /** Rebuilds the role's account when its session no longer carries what the role needs; true when it did. */
    async repair(role: Role): Promise<boolean> {
      if (role === 'visitor') return false;
      const token = tokens.get(role) ?? '';
      const session = await app.platform.sessions.find(token);
      if (session && session.webMgt === WEB_MGT[role]) return false;
      await build(role);
      return true;
    },
  };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Every route and method of the app's own OpenAPI document, less the skipped ones. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject('/api/docs/json');
  const document = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (SKIPPED.has(key)) continue;
      const params = (operation.parameters ?? [])
        .filter((param) => param.in === 'path' || param.in === 'query')
        .map((param) => ({
          name: param.name,
          in: param.in as 'path' | 'query',
          required: param.required ?? false,
          schema: param.schema,
        }));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), path, params, body, isMultipart: MULTIPART.has(key) });
    }
  }
  return operations;
}
