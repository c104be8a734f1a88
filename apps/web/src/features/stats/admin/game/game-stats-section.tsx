import { useTranslation } from 'react-i18next';
import { useCommunityStats } from '../api/community.ts';
import { useOnlineStats } from '../api/online.ts';
import { useReferralStats } from '../api/referrals.ts';
import { useTwitchStats } from '../api/twitch.ts';
import styles from '../parts/stats.module.css';
import { periodRefusal, StatsPanel } from '../parts/stats-panel.tsx';
import { PeriodPicker } from '../period/period-picker.tsx';
import { useStatsPeriod } from '../period/use-stats-period.ts';
import { CommunityFigures } from './community-figures.tsx';
import { OnlineFigures } from './online-figures.tsx';
import { ReferralFigures } from './referral-figures.tsx';
import { TwitchFigures } from './twitch-figures.tsx';

/**
 * Statistics → Game Stats (prime 17): the period picker, then four panels on their own queries: accounts,
 * referrals, Twitch and players online. One failing panel shows its error and leaves the others.
 */
export function GameStatsSection() {
  const { t } = useTranslation();
  const [params, setPeriod] = useStatsPeriod();
  const community = useCommunityStats(params);
  const referrals = useReferralStats(params);
  const twitch = useTwitchStats(params);
  const online = useOnlineStats(params);
  const queries = [community, referrals, twitch, online];
  const answered = queries.find((query) => query.data)?.data?.period;

  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <h3 className={styles.viewTitle}>{t('admin.views.gameStats')}</h3>
        <p className={styles.lead}>{t('admin.stats.game.lead')}</p>
      </div>
      <PeriodPicker
        params={params}
        answered={answered}
        refusal={periodRefusal(queries)}
        onChange={setPeriod}
      />
      <StatsPanel title={t('admin.stats.game.community.title')} query={community}>
        {(data) => <CommunityFigures data={data} />}
      </StatsPanel>
      <StatsPanel title={t('admin.stats.game.referrals.title')} query={referrals}>
        {(data) => <ReferralFigures data={data} />}
      </StatsPanel>
      <StatsPanel title={t('admin.stats.game.twitch.title')} query={twitch}>
        {(data) => <TwitchFigures data={data} />}
      </StatsPanel>
      <StatsPanel title={t('admin.stats.game.online.title')} query={online}>
        {(data) => <OnlineFigures data={data} />}
      </StatsPanel>
    </div>
  );
}
