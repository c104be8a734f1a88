import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatLongDate,
  formatLongDateTime,
  formatMinutes,
  formatMoney,
  formatNumber,
} from './format.ts';

describe('format helpers', () => {
  it("says 'N/A' for an absent date and 'Invalid Date' for an unparsable one", () => {
    expect(formatLongDate(undefined)).toBe('N/A');
    expect(formatLongDate(null)).toBe('N/A');
    expect(formatLongDate('')).toBe('N/A');
    expect(formatLongDate('not a date')).toBe('Invalid Date');
  });

  it('shows a year-month-day as that calendar day in a long local form', () => {
    expect(formatLongDate('2025-06-24')).toBe('June 24, 2025');
  });

  it('shows a long local date and time, with the same placeholders', () => {
    expect(formatLongDateTime(new Date(2025, 5, 24, 15, 5))).toBe('June 24, 2025 at 3:05 PM');
    expect(formatLongDateTime(null)).toBe('N/A');
    expect(formatLongDateTime('garbage')).toBe('Invalid Date');
  });

  it('formats numbers with the locale grouping', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('shows reais from cents as docs/product.md §8.2 writes them, with a no-break space before R$', () => {
    expect(formatMoney(2990, 'brl')).toBe('29,90\u00a0R$');
    expect(formatMoney(100, 'brl')).toBe('1,00\u00a0R$');
    expect(formatMoney(123456, 'brl')).toBe('1.234,56\u00a0R$');
    expect(formatMoney(2990, 'BRL')).toBe('29,90\u00a0R$');
  });

  it("shows any other currency the same way, the amount as that currency's usual locale writes it", () => {
    expect(formatMoney(123456, 'usd')).toBe('1,234.56\u00a0$');
    expect(formatMoney(2990, 'eur')).toBe('29.90\u00a0€');
    expect(formatMoney(123456, 'gbp')).toBe('1,234.56\u00a0£');
    expect(formatMoney(500, 'jpy')).toBe('500\u00a0￥');
    expect(formatMoney(12345, 'kwd')).toBe('12.345\u00a0د.ك.');
    expect(formatMoney(-2990, 'brl')).toBe('-29,90\u00a0R$');
  });

  it('never throws on a value that is not a currency code', () => {
    expect(formatMoney(2990, '')).toBe('29.90');
    expect(formatMoney(2990, 'reais')).toBe('29.90');
  });

  it('shows minutes under an hour, else hours and minutes', () => {
    expect(formatMinutes(59)).toBe('59 min');
    expect(formatMinutes(125)).toBe('2h 5m');
  });
});

describe('currencySymbol', () => {
  it("names the symbol money in the shop's currency is shown with", () => {
    expect(currencySymbol('brl')).toBe('R$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('x1')).toBe('X1');
  });
});
