import { isIP } from 'node:net';
import type { GatewayState } from './state.ts';

/**
 * tera-api validates with express-validator 6 (validator.js 13): each route declares its fields, each field a chain of
 * checks. Every declared field is trimmed first (and the trimmed text written back, so handlers and the operation
 * report see it); every check of every field runs, even after one failed, and each failure adds
 * `<location>:<field>=<message>`. This file reproduces that, with the few validator.js checks the Gateway uses.
 */
type Location = 'body' | 'query';
/** A parsed query or body: strings, or arrays/objects as Express's parsers leave them. */
export type Raw = Record<string, unknown>;

export interface CheckContext {
  state: GatewayState;
  query: Raw;
  body: Raw;
}

/** Passes with true; fails with false (the check's message) or with its own message. */
type Test = (value: string, ctx: CheckContext) => boolean | string | Promise<boolean | string>;

export interface Check {
  message: string;
  test: Test;
}

export interface Field {
  location: Location;
  name: string;
  /** express-validator's optional(): skipped when absent, or (`falsy`) also when empty. */
  optional?: 'absent' | 'falsy';
  checks: Check[];
}

export const body = (name: string, ...checks: Check[]): Field => ({ location: 'body', name, checks });
export const query = (name: string, ...checks: Check[]): Field => ({ location: 'query', name, checks });
export const optional = (field: Field, mode: Field['optional'] = 'absent'): Field => ({
  ...field,
  optional: mode,
});

/** express-validator's toString: the first element of an array, '' for null/undefined. */
export function toText(value: unknown, deep = true): string {
  if (Array.isArray(value) && value.length > 0 && deep) return toText(value[0], false);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isNaN(value)) return '';
  return String(value);
}

// validator.js, default options.
const isNumeric = (v: string) => /^[+-]?([0-9]*[.])?[0-9]+$/.test(v);
const isInt = (v: string, min?: number) => /^[-+]?[0-9]+$/.test(v) && (min === undefined || Number(v) >= min);
const codePoints = (v: string) =>
  v.length -
  (v.match(/(?!\uFE0F|\uFE0E)[\s\S](?:\uFE0F|\uFE0E)/g)?.length ?? 0) -
  (v.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

function isFqdn(domain: string) {
  const parts = domain.split('.');
  const tld = parts.at(-1) ?? '';
  if (parts.length < 2) return false;
  if (!/^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i.test(tld))
    return false;
  return parts.every(
    (part) =>
      part.length <= 63 &&
      /^[a-z\u00a1-\uffff0-9-]+$/i.test(part) &&
      !/[\uff01-\uff5e]/.test(part) &&
      !/^-|-$/.test(part),
  );
}

/** validator.js isEmail with its defaults (no display name, UTF-8 local part, a TLD required, no IP domains). */
function isEmail(value: string) {
  if (value.length > 254) return false;
  const parts = value.split('@');
  const domain = parts.pop() ?? '';
  const user = parts.join('@');
  if (Buffer.byteLength(user) > 64 || Buffer.byteLength(domain) > 254 || !isFqdn(domain)) return false;
  if (user.startsWith('"') && user.endsWith('"') && user.length > 1)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: validator.js's own pattern for a quoted local part
    return /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*$/i.test(
      user.slice(1, -1),
    );
  return user
    .split('.')
    .every((part) => /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i.test(part));
}

/** validator.js isISO8601 (not strict: 2009-02-31 passes here and fails later, as in tera-api). */
const isIso8601 = (v: string) =>
  /^([+-]?\d{4}(?!\d{2}\b))((-?)((0[1-9]|1[0-2])(\3([12]\d|0[1-9]|3[01]))?|W([0-4]\d|5[0-3])(-?[1-7])?|(00[1-9]|0[1-9]\d|[12]\d{2}|3([0-5]\d|6[1-6])))([T\s]((([01]\d|2[0-3])((:?)[0-5]\d)?|24:?00)([.,]\d+(?!:))?)?(\17[0-5]\d([.,]\d+)?)?([zZ]|([+-])([01]\d|2[0-3]):?([0-5]\d)?)?)?)?$/.test(
    v,
  );

/**
 * moment(value) for the calendar forms (date, optional time, optional zone); a value without a zone is read in this
 * host's timezone, as tera-api reads it in its own. Null for an invalid date (2009-02-31) and for the week, ordinal
 * and year-only forms, which tera-api parses but the fake does not: both make the ban fail with HTTP 500 here.
 */
export function parseIsoDate(value: string): Date | null {
  const match =
    /^(\d{4})-?(\d{2})(?:-?(\d{2}))?(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(
      value,
    );
  if (!match) return null;
  const [, y, mo, d = '01', h = '0', mi = '0', s = '0', frac = '0', zone] = match;
  const parts = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const ms = Math.round(Number(`0.${frac}`) * 1000);
  const [year, month, day, hour, minute, second] = parts;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || hour > 24 || (hour === 24 && minute + second + ms > 0))
    return null;
  if (!zone) return new Date(year, month - 1, day, hour, minute, second, ms);
  const offset = zone.toUpperCase() === 'Z' ? 0 : zoneMinutes(zone);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000);
}

function zoneMinutes(zone: string) {
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/** tera-api's helpers.unserializeRange: `;`-separated, each part trimmed, empty parts dropped. */
export const splitIps = (value: string) =>
  value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

// The checks, with express-validator's default message unless tera-api sets one.
export const check = (message: string, test: Test): Check => ({ message, test });
export const numeric = () => check('Invalid value', isNumeric);
export const int = (message: string, min?: number) => check(message, (v) => isInt(v, min));
export const length = (message: string, min: number, max?: number) =>
  check(message, (v) => codePoints(v) >= min && (max === undefined || codePoints(v) <= max));
export const alphanumeric = (message: string) => check(message, (v) => /^[0-9A-Z]+$/i.test(v));
export const email = (message: string) => check(message, isEmail);
export const iso8601 = (message: string) => check(message, isIso8601);
export const notEmpty = () => check('Invalid value', (v) => v !== '');
export const ips = (message: string) => check(message, (v) => splitIps(v).every((ip) => isIP(ip) !== 0));

/**
 * Runs every check of every field in order and answers the failures. Trims each validated field in its location (an
 * absent required one becomes ''), as express-validator does; skipped optional fields are left as they came.
 */
export async function validate(fields: Field[], ctx: CheckContext): Promise<string[]> {
  const errors: string[] = [];
  for (const field of fields) {
    const source = ctx[field.location];
    const raw = source[field.name];
    if (field.optional === 'absent' && raw === undefined) continue;
    if (field.optional === 'falsy' && !raw) continue;
    const value = toText(raw).trim();
    source[field.name] = value;
    for (const { message, test } of field.checks) {
      const result = await test(value, ctx);
      if (result !== true)
        errors.push(`${field.location}:${field.name}=${typeof result === 'string' ? result : message}`);
    }
  }
  return errors;
}
