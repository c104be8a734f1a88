import {
  type CommunityStats,
  REFERRAL_ROWS_MAX,
  type ReferralRow,
  type ReferralStats,
} from '@agaia/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { alignSeries, num, publicPeriod, type ResolvedPeriod } from './period.ts';

type Counted = { bucket: string; n: string | number };
type Pair = { name: string; hits: string | number; registrations: string | number };

/** Registrations per hit, rounded to four places; null without hits. */
const conversion = (hits: number, registrations: number) =>
  hits > 0 ? Math.round((registrations / hits) * 10_000) / 10_000 : null;

/**
 * Game Stats' community and referral views. Days, registrations, logins and hits come from stats_daily (kept by
 * triggers on the rows, in the operator's time zone), so a year costs a few hundred rows, not millions.
 */
export function createCommunityStats(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** One metric per bucket of the period from stats_daily; `referred` keeps only rows naming a campaign or video. */
  async function daily(period: ResolvedPeriod, metric: string, referred = false) {
    const bucket = period.bucketOfDay(sql`day`);
    const result = await db.execute(sql`
      select ${bucket} as bucket, sum(value)::bigint as n from stats_daily
      where metric = ${metric} and day between ${period.from}::date and ${period.to}::date
        ${referred ? sql`and (campaign <> '' or content <> '')` : sql``}
      group by 1`);
    const series = alignSeries(period, rowsOf<Counted>(result), (row) => num(row.n));
    return { series, total: series.reduce((sum, n) => sum + n, 0) };
  }

  /** Hits and registrations per campaign or per video over the period, most hits first. */
  async function referralTable(
    period: ResolvedPeriod,
    column: 'campaign' | 'content',
  ): Promise<ReferralRow[]> {
    const key = sql.raw(column);
    const result = await db.execute(sql`
      select ${key} as name,
        coalesce(sum(value) filter (where metric = 'hits'), 0)::bigint as hits,
        coalesce(sum(value) filter (where metric = 'registrations'), 0)::bigint as registrations
      from stats_daily
      where metric in ('hits', 'registrations') and day between ${period.from}::date and ${period.to}::date
      group by 1
      having coalesce(sum(value) filter (where metric = 'hits'), 0) > 0 or ${key} <> ''
      order by 2 desc, 3 desc, ${key} = '', 1
      limit ${REFERRAL_ROWS_MAX}`);
    return rowsOf<Pair>(result).map((row) => {
      const [hits, registrations] = [num(row.hits), num(row.registrations)];
      return {
        name: row.name === '' ? null : row.name,
        hits,
        registrations,
        conversion: conversion(hits, registrations),
      };
    });
  }

  return {
    async community(period: ResolvedPeriod): Promise<CommunityStats> {
      const [registrations, logins, totalsResult, bansResult] = await Promise.all([
        daily(period, 'registrations'),
        daily(period, 'logins'),
        db.execute(sql`
          select count(*)::bigint as accounts, count(*) filter (where is_email_confirmed)::bigint as confirmed
          from accounts`),
        db.execute(sql`
          select count(distinct account_dbid)::bigint as n from account_bans
          where active and start_time <= ${clock.now().toISOString()}::timestamptz
            and end_time > ${clock.now().toISOString()}::timestamptz`),
      ]);
      const totals = rowsOf<{ accounts: string; confirmed: string }>(totalsResult)[0];
      const accounts = num(totals?.accounts);
      const confirmed = num(totals?.confirmed);
      return {
        period: publicPeriod(period),
        registrations: registrations.series,
        logins: logins.series,
        totals: {
          accounts,
          confirmed,
          unconfirmed: accounts - confirmed,
          activeBans: num(rowsOf<{ n: string }>(bansResult)[0]?.n),
          registrations: registrations.total,
          logins: logins.total,
        },
      };
    },

    async referrals(period: ResolvedPeriod): Promise<ReferralStats> {
      const [hits, registrations, videos, campaigns] = await Promise.all([
        daily(period, 'hits'),
        daily(period, 'registrations', true),
        referralTable(period, 'content'),
        referralTable(period, 'campaign'),
      ]);
      return {
        period: publicPeriod(period),
        hits: hits.series,
        registrations: registrations.series,
        videos,
        campaigns,
        totals: { hits: hits.total, registrations: registrations.total },
      };
    },
  };
}
