import fc from 'fast-check';
import {
  anyHostile,
  hostileOf,
  type JsonSchema,
  mutatedObject,
  NASTY_TEXT,
  validOf,
} from './schema-values.ts';

/** One route and method of the OpenAPI document, as far as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/admin/users/{id}. */
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema; undefined for a route without a JSON body. */
  body: JsonSchema | undefined;
  isMultipart: boolean;
}

/** A request as app.inject takes it, with only what the fuzzer sets. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type ParamValue = string | string[] | undefined;

// Each part of a request is well-formed at this weight against 1 for a hostile one, so that about a third of the
// requests are well-formed throughout and reach the services, and the rest break one part or more.
const WELL_FORMED_WEIGHT = 3;

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
const pick = (valid: fc.Arbitrary<ParamValue>, hostile: fc.Arbitrary<ParamValue>) =>
  fc.oneof({ weight: WELL_FORMED_WEIGHT, arbitrary: valid }, { weight: 1, arbitrary: hostile });

/** A path or query value: well-formed, hostile, missing, empty, or (in a query) a repeated key. */
function paramValue(param: Operation['params'][number]): fc.Arbitrary<ParamValue> {
  const valid = validOf(param.schema).map(asText);
  const hostile = fc.oneof(
    hostileOf(param.schema).map(asText),
    fc.constantFrom(...NASTY_TEXT),
    fc.constant(undefined),
    ...(param.in === 'query' ? [fc.array(valid, { minLength: 2, maxLength: 3 })] : []),
  );
  return pick(param.required || param.in === 'path' ? valid : fc.option(valid, { nil: undefined }), hostile);
}

// A lone surrogate cannot be encoded as UTF-8: it goes out as the bytes of one (invalid UTF-8), as an attacker would.
const encodePathPiece = (text: string) =>
  text
    .split(/([\uD800-\uDFFF])/u)
    .map((piece, index) => (index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');

function buildUrl(operation: Operation, values: ParamValue[], extraQuery: [string, string][]) {
  let path = operation.path;
  const query = new URLSearchParams();
  operation.params.forEach((param, index) => {
    const value = values[index];
    if (param.in === 'path') {
      path = path.replace(`{${param.name}}`, encodePathPiece(typeof value === 'string' ? value : ''));
    } else if (value !== undefined) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(param.name, item);
    }
  });
  for (const [key, value] of extraQuery) query.append(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const JSON_TYPE = 'application/json';

/** A JSON body and its content type: mostly well-formed, else mutated, hostile, broken, or in the wrong type. */
function jsonBody(schema: JsonSchema): fc.Arbitrary<{ contentType?: string; payload?: string }> {
  const asJson = (value: unknown) => ({ contentType: JSON_TYPE, payload: JSON.stringify(value) ?? 'null' });
  return fc.oneof(
    { weight: WELL_FORMED_WEIGHT, arbitrary: validOf(schema).map(asJson) },
    { weight: 2, arbitrary: mutatedObject(schema).map(asJson) },
    { weight: 1, arbitrary: anyHostile.map(asJson) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'application/xml',
          JSON_TYPE,
          'multipart/form-data; boundary=x',
        ),
        payload: fc.oneof(
          validOf(schema).map((value) => JSON.stringify(value) ?? ''),
          fc.constantFrom(
            '',
            '{',
            '{"a":',
            '[',
            'a=1&a=2',
            'null',
            '{"__proto__":{"x":1}}',
            '\u0000',
            '\uFEFF{}',
          ),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validOf(schema), fc.constantFrom(...RAW_NUMBERS))
        .map(([value, raw]) => rawJson(value, raw)),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

// Number literals JSON.stringify never writes: beyond a double, beyond 2^53, negative zero, an integer with a fraction.
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '9007199254740993',
  '-0',
  '1.0',
  '0.5e1',
  '1E2',
  '123456789012345678901234567890',
];

/** A well-formed body written as an attacker may: its first number replaced by a raw literal, or every key twice. */
function rawJson(value: unknown, raw: string): { contentType: string; payload: string } {
  const text = JSON.stringify(value) ?? 'null';
  const withNumber = text.replace(/:-?\d+(\.\d+)?(?=[,}])/, `:${raw}`);
  const payload =
    withNumber !== text ? withNumber : text.startsWith('{"') ? `${text.slice(0, -1)},${text.slice(1)}` : raw;
  return { contentType: JSON_TYPE, payload };
}

const BOUNDARY = '----fuzz';
/** Multipart bodies as an attacker writes them: no boundary, no end, cut short, not multipart at all, or JSON. */
const brokenMultipart = fc.constantFrom<{ contentType?: string; payload?: string }>(
  { contentType: 'multipart/form-data', payload: `--${BOUNDARY}\r\n` },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: 'hello' },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\u0000\r\n--${BOUNDARY}--\r\n`,
  },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `--${BOUNDARY}--\r\n` },
  { contentType: JSON_TYPE, payload: '{"title":"x"}' },
  {},
);

/** Arbitrary requests for one operation (headers of the caller are added by the test). */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const values = fc.tuple(...operation.params.map(paramValue));
  const extraQuery = fc.oneof(
    { weight: 4, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(fc.constantFrom('extra', '__proto__', 'page', 'a[b]'), fc.constantFrom(...NASTY_TEXT)),
        { minLength: 1, maxLength: 3 },
      ),
    },
  );
  const noBody = fc.constant<{ contentType?: string; payload?: string }>({});
  const body = operation.body
    ? jsonBody(operation.body)
    : operation.isMultipart
      ? brokenMultipart
      : fc.oneof(
          { weight: 4, arbitrary: noBody },
          {
            weight: 1,
            arbitrary: anyHostile.map((value) => ({
              contentType: JSON_TYPE,
              payload: JSON.stringify(value) ?? '',
            })),
          },
        );
  return fc.tuple(values, extraQuery, body).map(([params, extra, { contentType, payload }]) => ({
    method: operation.method,
    url: buildUrl(operation, params, extra),
    headers: contentType ? { 'content-type': contentType } : ({} as Record<string, string>),
    ...(payload !== undefined ? { payload } : {}),
  }));
}
