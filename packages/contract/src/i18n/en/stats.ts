import { STATS_MAX_DAYS } from '../../limits.ts';

export const StatsMessages = {
  badDate: 'Dates must be real days written YYYY-MM-DD, between 2000-01-01 and 2100-12-31.',
  badBucket: 'Bucket must be day, week or month.',
  reversed: 'The period must start on or before its last day.',
  tooLong: `The period may cover at most ${STATS_MAX_DAYS} days (two years).`,
} as const;
