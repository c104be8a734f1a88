import { type Answer, Reply, type Route, refusal } from './answers.ts';
import { accountRoutes } from './routes-accounts.ts';
import { boxRoutes, serverRoutes, shopRoutes } from './routes-shop-box.ts';
import type { GatewayState } from './state.ts';
import { type Raw, validate } from './validation.ts';

export type { Answer } from './answers.ts';

/** The Gateway's calls, by path (tera-api v1.2.3's routes/gateway/*.routes.js; ADR 011). */
const routes: Record<string, Route> = {
  ...accountRoutes,
  ...shopRoutes,
  ...boxRoutes,
  ...serverRoutes,
};

// Express routes ignore case and one trailing slash.
const byKey = new Map(Object.entries(routes).map(([path, route]) => [path.toLowerCase(), route]));

/** The route a method and path reach (HEAD reaches GET routes), or undefined (404 `Invalid endpoint`). */
export function findRoute(method: string, pathname: string): Route | undefined {
  const route = byKey.get(pathname.toLowerCase().replace(/(.)\/$/, '$1'));
  return route && (route.method === method || (method === 'HEAD' && route.method === 'GET'))
    ? route
    : undefined;
}

/** The operation report's payload: `[query, body]` with any password replaced. */
function payload(query: Raw, body: Raw) {
  const hide = (params: Raw) => {
    const copy = { ...params };
    for (const key of ['passWord', 'password']) if (copy[key] !== undefined) copy[key] = '[removed]';
    return copy;
  };
  return JSON.stringify([hide(query), hide(body)]);
}

export interface Call {
  state: GatewayState;
  query: Raw;
  body: Raw;
  now: Date;
  /** The caller's address and the request path, for report_gateway. */
  ip: string | null;
  path: string;
}

/**
 * Runs a route as tera-api's middleware chain does: validation (code 2 `Invalid parameter: …` with every failure),
 * the handler (a thrown Reply is its answer; any other error becomes the caller's HTTP 500), then the operation
 * report of a successful write.
 */
export async function runRoute(route: Route, call: Call): Promise<Answer> {
  const { state, now } = call;
  const ctx = { state, query: { ...call.query }, body: { ...call.body } };
  try {
    const errors = await validate(route.fields ?? [], ctx);
    if (errors.length > 0) throw refusal(2, `Invalid parameter: ${errors.join(', ')}`);
    const f: Record<string, string> = {};
    for (const { location, name } of route.fields ?? []) {
      const value = ctx[location][name];
      if (typeof value === 'string') f[name] = value;
    }
    const answer = await route.handle({ ...ctx, f, now });
    // tera-api does not wait for this insert, and only logs its failure.
    if (route.report)
      await state.report(call.ip, call.path, payload(ctx.query, ctx.body), now).catch(() => {});
    return answer;
  } catch (error) {
    if (error instanceof Reply) return error.answer;
    throw error;
  }
}
