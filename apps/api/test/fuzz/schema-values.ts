import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema (as fastify-type-provider-zod writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

const DAY_MS = 86_400_000;
// Dates near the test clock (2026-01-15), so "recent" and "in the future" checks are passed as often as failed.
const NOW = Date.UTC(2026, 0, 15, 12);
const date = fc
  .oneof(
    fc.integer({ min: NOW - 400 * DAY_MS, max: NOW + 400 * DAY_MS }),
    fc.integer({ min: NOW - DAY_MS / 2, max: NOW }),
  )
  .map((ms) => new Date(ms));

/** Text that tends to break things: NUL, emoji (two UTF-16 units), RTL override, zero-width, quotes, SQL, paths. */
export const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '😀',
  '👩‍👩‍👧‍👦',
  '\u202Eevil',
  'a\u200Bb',
  '\uFEFF',
  '\uD800',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '<script>',
  '$' + '{x}', // a template placeholder as text (a lint rule takes the literal for a mistake)
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'true',
  '1e400',
  '0x1F',
  ' 1 ',
  '-0',
  '1.5',
  '00001',
  '9007199254740993',
  '-9007199254740993',
  '2147483648',
  '-2147483649',
];

/** Numbers at and beyond every boundary a column or a JavaScript number has. */
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const longText = fc
  .constantFrom(1_000, 5_000, 70_000)
  .chain((length) => fc.constantFrom('a', '😀', '\u0000', 'é').map((unit) => unit.repeat(length)));
const nastyString = fc.oneof(fc.constantFrom(...NASTY_TEXT), longText, fc.string({ unit: 'binary' }));

let deep: unknown = 'bottom';
for (let level = 0; level < 40; level++) deep = { deep };
const big = [
  new Array(5_000).fill(1),
  Object.fromEntries(Array.from({ length: 2_000 }, (_, n) => [`k${n}`, n])),
];

/** Any JSON value of the wrong kind: scalars, empty and nested containers, nasty text and numbers. */
export const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [[]], { '': '' }, [1, 'a', null], deep, ...big),
  fc.constantFrom(...NASTY_NUMBERS),
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constantFrom(...NASTY_NUMBERS), { maxLength: 3 }),
);

// Small ids (1..5) hit the rows the fuzzer itself and the builders made, so lookups find something.
const id = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 5 }) },
  fc.integer({ min: 1, max: 2 ** 31 - 1 }),
);

/** A value the schema accepts (as far as these keywords tell), biased to its bounds. */
export function validOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const value = validCore(schema);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function validCore(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validOf));
  switch (schema.type) {
    case 'integer':
      return validInteger(schema);
    case 'number':
      return fc.double({ min: lowerBound(schema), max: upperBound(schema), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema);
    case 'array': {
      const items = schema.items ? validOf(schema.items) : anyHostile;
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.min(schema.maxItems ?? 3, minLength + 3) });
    }
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function lowerBound(schema: JsonSchema) {
  const min = schema.minimum ?? -(2 ** 53 - 1);
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  return schema.exclusiveMinimum === true ? min + 1 : min;
}
function upperBound(schema: JsonSchema) {
  const max = schema.maximum ?? 2 ** 53 - 1;
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  return schema.exclusiveMaximum === true ? max - 1 : max;
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(lowerBound(schema), Number.MIN_SAFE_INTEGER);
  const max = Math.min(upperBound(schema), Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(min, max, Math.min(max, Math.max(min, 1)));
  const small = min <= 5 && max >= 1 ? [id.filter((n) => n >= min && n <= max)] : [];
  return fc.oneof(edges, fc.integer({ min, max }), ...small);
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return date.map((d) => d.toISOString());
  if (schema.format === 'date') return date.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.nat(1_000).map((n) => `fuzz_${n}@example.com`);
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? minLength + 40;
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      return matching.filter((text) => text.length >= minLength && text.length <= maxLength);
    } catch {
      // A pattern fast-check cannot read falls back to plain text of the right length.
    }
  }
  const unit = fc.oneof(
    fc.constantFrom('😀', 'é', '\u200B', '\u202E'),
    fc.string({ minLength: 1, maxLength: 1 }),
  );
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 20) }),
    // Exactly at the limit, in units a database may count differently (code points, bytes).
    unit.map((piece) => piece.repeat(Math.ceil(maxLength / piece.length)).slice(0, maxLength)),
    fc.constant('x'.repeat(maxLength)),
  );
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = byName(key) ?? validOf(property);
  return fc.record(model, { requiredKeys: [...required].filter((key) => key in properties) });
}

// Rules a route checks beyond what its schema tells the document (an email's form, a user name's letters, the
// caller's password): fields so named get such values half the time, so the requests get past them to the services.
function byName(key: string): fc.Arbitrary<unknown> | undefined {
  const sometimes = (value: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) });
  if (/email/i.test(key)) return sometimes(fc.nat(1_000).map((n) => `fuzz_${n}@example.com`));
  if (/^user_?name$/i.test(key)) return sometimes(fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/));
  if (/password/i.test(key)) return sometimes(fc.constant('correct-horse'));
  return undefined;
}

/** A value at or beyond the schema's bounds, of the wrong type, or anything hostile. */
export function hostileOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [anyHostile];
  if (schema.type === 'integer' || schema.type === 'number') {
    const low = lowerBound(schema);
    const high = upperBound(schema);
    near.push(fc.constantFrom(low - 1, high + 1, low + 0.5, high - 0.5, String(low), String(high + 1)));
  }
  if (schema.type === 'string') {
    const lengths = [schema.minLength ?? 0, schema.maxLength ?? 300].flatMap((n) => [n - 1, n + 1]);
    near.push(fc.constantFrom(...lengths.filter((n) => n >= 0)).map((n) => 'é'.repeat(n)));
  }
  if (schema.type === 'object') near.push(mutatedObject(schema));
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    near.push(
      fc.array(fc.oneof(validOf(items), hostileOf(items)), {
        minLength: 1,
        maxLength: (schema.maxItems ?? 3) + 2,
      }),
    );
    near.push(validOf(items));
  }
  return fc.oneof(...near);
}

/** A well-formed object with one thing wrong: a field missing, a field hostile, or a field nobody asked for. */
export function mutatedObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const extraKey = fc.constantFrom('__proto__', 'constructor', 'extra', 'x\u0000', '', '😀');
  return validObject(schema).chain((base) => {
    const changes: fc.Arbitrary<unknown>[] = [
      extraKey.chain((key) => anyHostile.map((value) => ({ ...base, [key]: value }))),
      fc.constant(Object.keys(base).length > 0 ? [base] : base),
    ];
    if (keys.length > 0) {
      const key = fc.constantFrom(...keys);
      changes.push(
        key.map((name) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== name))),
        key.chain((name) => {
          const property = schema.properties?.[name] ?? {};
          return hostileOf(property).map((value) => ({ ...base, [name]: value }));
        }),
      );
    }
    return fc.oneof(...changes);
  });
}
