import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime, formatMinutes, formatMoney, formatNumber } from './format.ts';

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

  it('formats numbers and money in minor units', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatMoney(1990, 'BRL')).toBe('R$19.90');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
  });

  it('shows minutes under an hour, else hours and minutes', () => {
    expect(formatMinutes(59)).toBe('59 min');
    expect(formatMinutes(125)).toBe('2h 5m');
  });
});
