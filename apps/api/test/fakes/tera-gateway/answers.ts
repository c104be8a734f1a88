import type { GatewayState } from './state.ts';
import type { Field, Raw } from './validation.ts';

/** One Gateway answer: HTTP status and JSON body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Thrown inside a handler to answer at once (nothing written past that point, as in tera-api). */
export class Reply {
  constructor(readonly answer: Answer) {}
}

export const success = (data: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { Return: true, ReturnCode: 0, Msg: 'success', ...data },
});

/** tera-api's ApiError: HTTP 200 with Return false and the code (2, 100, 102), no `Invalid parameter:` prefix. */
export const refusal = (returnCode: number, msg: string) =>
  new Reply({ status: 200, body: { Return: false, ReturnCode: returnCode, Msg: msg } });

export const INTERNAL_ERROR = { Return: false, ReturnCode: 1, Msg: 'Internal Server Error' } as const;

interface RouteContext {
  state: GatewayState;
  /** The declared fields as validated: trimmed text, undefined when an optional one was skipped. */
  f: Record<string, string | undefined>;
  /** The parsed query and body, declared fields trimmed in place (what the operation report logs). */
  query: Raw;
  body: Raw;
  now: Date;
}

export interface Route {
  method: 'GET' | 'POST';
  fields?: Field[];
  /** tera-api's writeOperationReport: a report_gateway row after a successful call. */
  report?: true;
  handle: (ctx: RouteContext) => Promise<Answer>;
}
