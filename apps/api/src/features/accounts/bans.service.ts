import { DEFAULT_LANGUAGE, type LanguageCode, type LocalText, text } from '@agaia/contract';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AccountBanRow, accountBans } from '../../db/schema/index.ts';
import { AccountsText } from '../../i18n/en/accounts.ts';
import type { Clock } from '../../platform/clock.ts';

const banEndFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/** A ban's end as its reader writes dates ('4 March 2099 at 05:06', '4 de março de 2099 às 05:06'), in UTC. */
function banEnd(endTime: Date, language: LanguageCode): string {
  let format = banEndFormats.get(language);
  if (!format) {
    // English keeps the day-month order it always had (en-GB), not the American one.
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    banEndFormats.set(language, format);
  }
  return format.format(endTime);
}

/**
 * The words a banned player sees: why, and until when (UTC). The sentence is translated where it is answered; the
 * date is written here, so it takes the language of the request it answers.
 */
export function banMessage(
  ban: Pick<AccountBanRow, 'endTime' | 'description'>,
  language: LanguageCode = DEFAULT_LANGUAGE,
): LocalText {
  return text(AccountsText.banned, { until: banEnd(ban.endTime, language), reason: ban.description });
}

/** Account bans: a ban holds while its row is active and now lies between its start and end. */
export function createBansService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** The ban in force for the account now, if any. */
    async activeBan(accountDBID: number): Promise<AccountBanRow | undefined> {
      const now = clock.now();
      const [ban] = await db
        .select()
        .from(accountBans)
        .where(
          and(
            eq(accountBans.accountDBID, accountDBID),
            eq(accountBans.active, true),
            lte(accountBans.startTime, now),
            gt(accountBans.endTime, now),
          ),
        )
        .limit(1);
      return ban;
    },
  };
}
