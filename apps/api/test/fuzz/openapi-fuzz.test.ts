import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedTables, createSnapshotter } from './db-snapshot.ts';
import { createFuzzApp, createRoles, type Role, readOperations } from './fuzz-app.ts';
import { type FuzzRequest, requestsFor } from './requests.ts';

// Property-based fuzzing of every route in the app's own OpenAPI document (the security issue "Requests that answer
// 500"): malformed and boundary path params, query strings and JSON bodies, sent as a visitor, a player and an admin
// with every permission. Properties: no answer is a 5xx; a 4xx is JSON with a string `message`; a refused request
// writes nothing. `npm run test:fuzz` sends 10,000 requests; the normal run sends 1,000.

const RUNS = Number(process.env.FUZZ_RUNS || 1_000);
const SEED = Number(process.env.FUZZ_SEED || 20_260_115);
const REPLAY_PATH = process.env.FUZZ_PATH || undefined;
// Fuzzed requests come from their own address, so the builders' logins never meet the limits they spend.
const FUZZ_ADDRESS = '198.51.100.23';

const app = await createFuzzApp();
const roles = await createRoles(app);
const operations = await readOperations(app);
const takeSnapshot = await createSnapshotter(app.platform.db);

interface Case {
  route: string;
  role: Role;
  request: FuzzRequest;
}

const role = fc.constantFrom<Role>('visitor', 'player', 'admin');
const cases: fc.Arbitrary<Case> = fc
  .constantFrom(...operations)
  .chain((operation) =>
    fc
      .tuple(role, requestsFor(operation))
      .map(([who, request]) => ({ route: `${operation.method} ${operation.path}`, role: who, request })),
  );

const statuses = new Map<number, number>();
let before = await takeSnapshot();

/** Why an answer breaks a property, or undefined when it keeps them all. */
function brokenProperty(status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return status >= 200 ? undefined : `answered ${status}`;
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? undefined : 'answered a 4xx without a string message';
  } catch {
    return 'answered a 4xx that is not JSON';
  }
}

async function send({ role: who, request }: Case): Promise<void> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...roles.headersOf(who) },
    payload: request.payload,
    remoteAddress: FUZZ_ADDRESS,
  });
  // Work a route leaves for after its answer (mail, say) belongs to that request, not to the next one.
  await app.platform.background.drain();
  const status = response.statusCode;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const broken = brokenProperty(status, response.body);
  if (broken) throw new Error(`${broken}: ${response.body.slice(0, 500)}`);
  if (status >= 400) {
    const after = await takeSnapshot();
    const changed = changedTables(before, after);
    before = after;
    if (changed.length > 0) throw new Error(`a refused request (${status}) wrote to ${changed.join(', ')}`);
    return;
  }
  // A success may have ended a caller's session or taken its permissions: the next requests need them back.
  if (request.method !== 'GET') for (const caller of ['player', 'admin'] as const) await roles.repair(caller);
  before = await takeSnapshot();
}

const clip = (text: string | undefined) =>
  text && text.length > 300 ? `${text.slice(0, 300)}… (${text.length})` : text;

/** The failing request, what it broke, and the command that replays it. */
function describeFailure(details: fc.RunDetails<[Case]>): string {
  const [failing] = details.counterexample ?? [];
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const request = failing && {
    ...failing.request,
    url: clip(failing.request.url),
    payload: clip(failing.request.payload),
  };
  const replay = `FUZZ_SEED=${details.seed} FUZZ_PATH='${details.counterexamplePath}' FUZZ_RUNS=${RUNS}`;
  return [
    `${failing?.role ?? '?'} ${failing?.route ?? '?'} ${clip(error)}`,
    `request: ${JSON.stringify(request)}`,
    `after ${details.numRuns} runs, shrunk ${details.numShrinks} times (seed ${details.seed}, path ${details.counterexamplePath})`,
    `Replay just this request: ${replay} npx vitest run --project 'api (pglite)' apps/api/test/fuzz`,
    'Replay the whole run (the database as it was then): the same command without FUZZ_PATH.',
  ].join('\n');
}

describe('V2 Validation and Business Logic: the OpenAPI fuzzer', () => {
  it('reads the routes of every feature from the document, less the skipped ones', () => {
    const routes = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'PUT /api/admin/users/{id}',
        'POST /api/admin/shop/products',
        'GET /api/media/{id}',
        'POST /api/user/twitch/getviewerreward',
        'POST /api/admin/twitch/rewards',
      ]),
    );
    expect(routes).not.toContain('POST /api/stripe/webhook');
    expect(operations.length).toBeGreaterThan(80);
  });

  it(
    `[2.2.1, 16.5.3] keeps its properties over ${RUNS} requests (seed ${SEED})`,
    async () => {
      const details = await fc.check(fc.asyncProperty(cases, send), {
        numRuns: RUNS,
        seed: SEED,
        ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
      });
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.info(`fuzzed ${operations.length} operations, ${details.numRuns} runs: ${counts.join(' ')}`);
      if (!details.failed) return;
      throw new Error(describeFailure(details));
    },
    60_000 + RUNS * 200,
  );
});
