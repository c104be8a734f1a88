import { describe, expect, it } from 'vitest';
import {
  ALL_WEB_PERMISSIONS,
  grant,
  has,
  isAdmin,
  isValidWebMgt,
  outranks,
  Prime,
  primesOf,
} from './permissions.ts';

describe('permissions', () => {
  it('holds a prime only when webMgt is divisible by it and above 1', () => {
    expect(has(2 * 11, Prime.news)).toBe(true);
    expect(has(2 * 11, Prime.patchNotes)).toBe(false);
    expect(has(0, Prime.news)).toBe(false);
    expect(has(1, Prime.accountManagement)).toBe(false);
    expect(has(-22, Prime.news)).toBe(false);
    expect(has(22.5, Prime.news)).toBe(false);
    expect(has(undefined, Prime.news)).toBe(false);
  });

  it('grants the product of distinct primes', () => {
    expect(grant([2, 3, 3, 5])).toBe(30);
    expect(grant([])).toBe(1);
    expect(primesOf(ALL_WEB_PERMISSIONS)).toHaveLength(Object.keys(Prime).length);
    expect(primesOf(2 * 13)).toEqual([2, 13]);
  });

  it('treats webMgt above 1 as admin', () => {
    expect(isAdmin(2)).toBe(true);
    expect(isAdmin(1)).toBe(false);
    expect(isAdmin(0)).toBe(false);
  });
});

describe('isValidWebMgt', () => {
  it('accepts 0, 1 and products of distinct known primes only', () => {
    expect(isValidWebMgt(0)).toBe(true);
    expect(isValidWebMgt(1)).toBe(true);
    expect(isValidWebMgt(2 * 5 * 37)).toBe(true);
    expect(isValidWebMgt(ALL_WEB_PERMISSIONS)).toBe(true);
    expect(isValidWebMgt(4)).toBe(false);
    expect(isValidWebMgt(41)).toBe(false);
    expect(isValidWebMgt(-2)).toBe(false);
    expect(isValidWebMgt(2.5)).toBe(false);
  });
});

describe('outranks (the admin hierarchy)', () => {
  it('lets an admin act only on accounts whose primes are a strict subset of its own', () => {
    expect(outranks(ALL_WEB_PERMISSIONS, 2 * 5)).toBe(true);
    expect(outranks(2 * 5, 0)).toBe(true);
    expect(outranks(2 * 5, 1)).toBe(true);
    expect(outranks(2 * 5, 5)).toBe(true);
    expect(outranks(2, ALL_WEB_PERMISSIONS)).toBe(false);
    expect(outranks(2 * 5, 2 * 5)).toBe(false);
    expect(outranks(2 * 5, 2 * 3)).toBe(false);
    expect(outranks(ALL_WEB_PERMISSIONS, ALL_WEB_PERMISSIONS)).toBe(false);
  });

  it('gives nothing to an account that holds no prime', () => {
    expect(outranks(0, 0)).toBe(false);
    expect(outranks(1, 0)).toBe(false);
    expect(outranks(-10, 0)).toBe(false);
  });
});
