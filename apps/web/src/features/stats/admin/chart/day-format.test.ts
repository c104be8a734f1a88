import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketTick, formatDay } from './day-format.ts';

describe('bucket names', () => {
  it('names a day, a week by its first day and a month by month and year, never moving a day', () => {
    expect(formatDay('2026-11-03')).toBe('Nov 3, 2026');
    expect(bucketLabel('2026-01-01', 'day')).toBe('Jan 1, 2026');
    expect(bucketLabel('2026-11-02', 'week')).toBe('Week of Nov 2, 2026');
    expect(bucketLabel('2026-11-01', 'month')).toBe('November 2026');
  });

  it('names buckets shorter on the axis', () => {
    expect(bucketTick('2026-11-03', 'day')).toBe('Nov 3');
    expect(bucketTick('2026-11-02', 'week')).toBe('Nov 2');
    expect(bucketTick('2026-11-01', 'month')).toBe('Nov 2026');
  });
});
