import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe this site calls: create and retrieve a Checkout Session (form-encoded, with
 * Idempotency-Key), retrieve a PaymentIntent (made when a session is paid, with the session's
 * payment_intent_data.metadata, as Stripe copies it), and a hosted "checkout page" whose Pay button sends a correctly
 * signed checkout.session.completed to the webhook, then redirects to the success URL, as Stripe does.
 */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded' | 'processing';
  metadata: Record<string, string>;
  latest_charge: string;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  line_items_name: string;
  /** The language of Stripe's hosted page (`auto` when the request named none, as Stripe answers). */
  locale: string;
}

const signer = new Stripe('sk_test_fake');

/** Reads a Stripe form body (a[b][0][c]=v) into nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] = node[part] ?? {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

export async function startStripeFake(options: { webhookUrl: string; webhookSecret: string; port?: number }) {
  const sessions = new Map<string, FakeSession>();
  const intents = new Map<string, FakePaymentIntent>();
  // What a session's payment_intent_data named, copied to its PaymentIntent once paid.
  const intentMetadata = new Map<string, Record<string, string>>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[] =
    [];
  let base = '';

  /** Signs an event for the session and posts it to the webhook, as Stripe would. */
  async function sendEvent(type: string, object: unknown): Promise<number> {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      body: payload,
    });
    return response.status;
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const raw = await readBody(request);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const body = parseForm(raw);
      const key = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: 'POST', path: url.pathname, body, idempotencyKey: key });
      const existing = key ? byIdempotencyKey.get(key) : undefined;
      if (existing) return send(200, sessions.get(existing));
      const item = (body.line_items as Record<string, Record<string, Record<string, unknown>>>)?.['0'];
      const priceData = item?.price_data as Record<string, unknown> | undefined;
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `${base}/pay/${id}`,
        mode: String(body.mode),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(priceData?.unit_amount) * Number(item?.quantity ?? 1),
        currency: String(priceData?.currency),
        client_reference_id: (body.client_reference_id as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        payment_intent: null,
        line_items_name: String((priceData?.product_data as Record<string, unknown>)?.name ?? ''),
        locale: typeof body.locale === 'string' ? body.locale : 'auto',
      };
      sessions.set(id, session);
      const intentData = body.payment_intent_data as { metadata?: Record<string, string> } | undefined;
      intentMetadata.set(id, intentData?.metadata ?? {});
      if (key) byIdempotencyKey.set(key, id);
      return send(200, session);
    }
    const retrieve = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1] ?? '');
      return session
        ? send(200, session)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    const intent = url.pathname.match(/^\/v1\/payment_intents\/([\w]+)$/);
    if (request.method === 'GET' && intent) {
      requests.push({ method: 'GET', path: url.pathname, body: {} });
      const found = intents.get(intent[1] ?? '');
      return found
        ? send(200, found)
        : send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${intent[1]}'`,
            },
          });
    }
    const page = url.pathname.match(/^\/pay\/([\w]+)(\/(complete|cancel))?$/);
    const session = page ? sessions.get(page[1] ?? '') : undefined;
    if (page && session && request.method === 'GET' && !page[2]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><h1>Fake Stripe Checkout</h1><p>${session.line_items_name}: ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form></body></html>`);
      return;
    }
    if (page && session && request.method === 'POST' && page[3] === 'complete') {
      await sendEvent('checkout.session.completed', pay(session.id));
      response.writeHead(303, { location: session.success_url });
      response.end();
      return;
    }
    if (page && session && request.method === 'POST' && page[3] === 'cancel') {
      response.writeHead(303, { location: session.cancel_url });
      response.end();
      return;
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
      },
    });
  });

  /**
   * Completes a session as the buyer's payment does: the session paid (or, `async`, complete but unpaid, as Pix and
   * boleto leave it), with a PaymentIntent that carries the checkout's payment_intent_data.metadata. Answers the
   * session as Stripe's events carry it.
   */
  function pay(sessionId: string, options: { async?: boolean } = {}): FakeSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const id = session.payment_intent ?? `pi_${randomBytes(12).toString('hex')}`;
    session.status = 'complete';
    session.payment_status = options.async ? 'unpaid' : 'paid';
    session.payment_intent = id;
    intents.set(id, {
      id,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: options.async ? 'processing' : 'succeeded',
      metadata: intentMetadata.get(sessionId) ?? {},
      latest_charge: `ch_${id.slice(3)}`,
    });
    return { ...session };
  }

  /** The charge of a paid session, fully refunded, as charge.refunded carries it (no metadata of the intent's). */
  function refundedCharge(sessionId: string) {
    const session = sessions.get(sessionId);
    const paymentIntent = session?.payment_intent;
    if (!session || !paymentIntent) throw new Error(`session ${sessionId} is not paid`);
    return {
      id: `ch_${paymentIntent.slice(3)}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: session.amount_total,
      currency: session.currency,
      refunded: true,
      payment_intent: paymentIntent,
      metadata: {},
    };
  }

  /** A dispute of a paid session's charge, as charge.dispute.created carries it. */
  function dispute(sessionId: string, reason = 'fraudulent') {
    const charge = refundedCharge(sessionId);
    return {
      id: `dp_${charge.id.slice(3)}`,
      object: 'dispute',
      amount: charge.amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason,
      status: 'needs_response',
      metadata: {},
    };
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    sessions,
    intents,
    requests,
    sendEvent,
    pay,
    refundedCharge,
    dispute,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
