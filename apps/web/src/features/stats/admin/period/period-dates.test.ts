import { describe, expect, it } from 'vitest';
import { addDays, quickRange, todayIn } from './period-dates.ts';

describe('period dates', () => {
  it("takes today in the operator's time zone", () => {
    const lateUtc = new Date('2026-11-25T01:30:00Z');
    expect(todayIn('UTC', lateUtc)).toBe('2026-11-25');
    expect(todayIn('America/Sao_Paulo', lateUtc)).toBe('2026-11-24');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });

  it('falls back to the browser’s day for a zone Intl does not know', () => {
    expect(todayIn('Not/AZone', new Date(2026, 10, 24, 12))).toBe('2026-11-24');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('gives the quick ranges, today included', () => {
    expect(quickRange('last7Days', '2026-11-24')).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      bucket: 'day',
    });
    expect(quickRange('last30Days', '2026-11-24')).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      bucket: 'day',
    });
    expect(quickRange('last12Months', '2026-11-24')).toEqual({
      from: '2025-12-01',
      to: '2026-11-24',
      bucket: 'month',
    });
    expect(quickRange('last12Months', '2026-01-31').from).toBe('2025-02-01');
  });
});
